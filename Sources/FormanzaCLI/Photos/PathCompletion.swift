import FormanzaSystem

/// Tab completion of a file name in the photo field, as a shell does it: the longest common
/// beginning of the names in the folder that start with what was typed (a lone folder gets its
/// `/`), and the names to choose from when there are several. Hidden files only when asked
/// with a leading dot. `~/` is the home folder.
enum PathCompletion {
    struct Result: Sendable, Equatable {
        let text: String
        let choices: [String]
    }

    static let shownChoices = 12

    static func complete(_ typed: String, home: String) -> Result {
        let expanded = typed.hasPrefix("~/") ? home + typed.dropFirst(1) : typed
        let slash = expanded.lastIndex(of: "/")
        let folder = slash.map { String(expanded[...$0]) } ?? ""
        let prefix = slash.map { String(expanded[expanded.index(after: $0)...]) } ?? expanded
        let names = list(folder.isEmpty ? "." : folder).filter {
            $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix("."))
        }
        .sorted()
        guard let first = names.first else { return Result(text: typed, choices: []) }
        var common = first
        for name in names.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        let typedFolder = slash.map { _ in String(typed[...(typed.lastIndex(of: "/") ?? typed.startIndex)]) } ?? ""
        var text = (typed.hasPrefix("~/") && slash != nil ? typedFolder : folder) + common
        if names.count == 1, isDirectory(folder + common) { text += "/" }
        return Result(text: text, choices: names.count > 1 ? Array(names.prefix(shownChoices)) : [])
    }

    static func list(_ folder: String) -> [String] {
        // The folder ends in "/" (or is "."), so a link to a folder the person typed is followed.
        (try? DirectoryListing.names(in: folder)) ?? []
    }

    static func isDirectory(_ path: String) -> Bool {
        (try? FileStatus.of(path, followLinks: true))?.kind == .directory
    }
}
