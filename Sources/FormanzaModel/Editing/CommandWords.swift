/// Splits a command line held in a variable or a setting (`$VISUAL`, `$EDITOR`, `remind.conf`'s
/// `terminal`: `code --wait`, `"/opt/My Editor/bin/edit" -w`) into words the way a POSIX shell
/// splits them, but without running a shell: no variables, globs or command substitution, so
/// nothing in the text is executed except the program it names.
///
/// Spaces, tabs and newlines separate words. Single quotes keep everything up to the next one.
/// Double quotes group too; inside them a backslash escapes only `"`, `\`, `$` and a backquote
/// (before anything else it stays a backslash). Outside quotes a backslash escapes the next
/// character. A backslash before a newline joins the lines. A quoted empty word (`''`, `""`)
/// is kept as an empty argument.
public enum CommandWords {
    /// The words of `text`, or nil when a quote is left open or a backslash ends the text.
    public static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            switch c {
            case " ", "\t", "\n":
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            case "'":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "'" {
                        closed = true
                        break
                    }
                    current.append(d)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "\"" {
                        closed = true
                        break
                    }
                    if d == "\\" {
                        guard let e = iterator.next() else { return nil }
                        if e != "\"" && e != "\\" && e != "$" && e != "`" && e != "\n" { current.append("\\") }
                        if e != "\n" { current.append(e) }
                        continue
                    }
                    current.append(d)
                }
                if !closed { return nil }
            case "\\":
                guard let d = iterator.next() else { return nil }
                inWord = true
                if d != "\n" { current.append(d) }
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
