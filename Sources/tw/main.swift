import Foundation
import TWCommandLine

exit(TWCommandLine.main(CommandLine.arguments))
