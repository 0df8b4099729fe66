print("twlint")
