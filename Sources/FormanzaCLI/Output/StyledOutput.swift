import FormanzaCommandLine
import FormanzaSystem
import FormanzaTerminal

extension Console {
    /// Styled lines on standard output: in colour on a terminal (unless `NO_COLOR`), plain
    /// text otherwise.
    static func out(styled lines: [StyledLine]) {
        outEncoded(lines, colors: ColorPolicy.colorsEnabled(output: StandardStreams.output))
    }

    /// Styled lines, whose spans were escaped when they were made (`StyledSpan`), with the
    /// SGR sequences of their styles.
    static func outEncoded(_ lines: [StyledLine], colors: Bool) {
        for line in lines { exact(line.encoded(colors: colors)) }
    }
}
