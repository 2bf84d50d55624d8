import FoundationEssentials
import FormanzaCommandLine
import Glibc

Console.program = "formanza"
exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
