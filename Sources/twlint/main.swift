import Foundation
import TWCommandLine

exit(TWCommandLine.lintMain(CommandLine.arguments))
