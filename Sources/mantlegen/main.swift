import Foundation

let status = MantleGen.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
