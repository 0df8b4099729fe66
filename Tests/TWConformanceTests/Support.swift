import Foundation

@_exported import TWTestSupport
