let n = PackageResources.default_json.count
