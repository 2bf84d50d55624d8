/// Decides whether the check-in writes colors and other styles.
import FormanzaCommandLine
import FormanzaSystem

///
/// `NO_COLOR` set to anything but the empty string turns them off (no-color.org), as does output
/// that is not a terminal (a pipe or a file should get plain text) and `TERM=dumb`. With colors
/// off every style goes, not just the colors: bold and reverse video are escape sequences too,
/// and widgets mark their state with characters as well, so nothing is lost.
public enum ColorPolicy {
    public static func colorsEnabled(noColor: String?, term: String?, outputIsTerminal: Bool) -> Bool {
        if let noColor, !noColor.isEmpty { return false }
        if term == "dumb" { return false }
        return outputIsTerminal
    }

    /// The decision for this process's environment and output descriptor.
    public static func colorsEnabled(output: Int32) -> Bool {
        colorsEnabled(
            noColor: ThisProcess.environmentValue("NO_COLOR"),
            term: ThisProcess.environmentValue("TERM"),
            outputIsTerminal: Console.isTerminal(output))
    }
}
