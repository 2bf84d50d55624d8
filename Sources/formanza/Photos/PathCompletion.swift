import FormanzaState
import Glibc

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
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
