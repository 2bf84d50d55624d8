import FormanzaBase
import FormanzaCLI
import FormanzaCommandLine
import FormanzaSystem
import FoundationEssentials

Console.program = "formanza"
// A closed pipe on stdout is reported (EPIPE, exit 1) by `Console.finish`, not a silent death.
ProcessSignal.ignore(ProcessSignal.brokenPipe)
let environment = ProcessInfo.processInfo.environment
// The person's language: its catalog is read once, here, before any message is made.
LocaleCatalogs.load(environment: environment)
let status = CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
ThisProcess.exit(Console.finish(status, language: Language.current(environment: environment)))
