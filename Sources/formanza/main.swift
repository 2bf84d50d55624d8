import FormanzaCommandLine
import FormanzaSystem
import FoundationEssentials

Console.program = "formanza"
ThisProcess.exit(
    CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
