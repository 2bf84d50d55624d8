import FormanzaCommandLine
import FoundationEssentials
import Glibc

Console.program = "formanza"
exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
