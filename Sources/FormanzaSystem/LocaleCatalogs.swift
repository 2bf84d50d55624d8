import FormanzaBase

/// Finds and reads the compiled catalog of the person's language at program start, so every
/// `Language` made afterwards has it (see `Language.current`). The file is read by the program,
/// not through the C library, so Spanish works where no Spanish locale was generated.
public enum LocaleCatalogs {
    /// The variable that points the programs at another catalog directory (the tests' own).
    public static let overrideVariable = "FORMANZA_LOCALEDIR"
    /// The catalogs' file name: the gettext domain.
    public static let domain = "formanza"
    /// Real catalogs are tens of kilobytes; a larger file is not one of ours.
    public static let sizeLimit = 4 << 20

    /// Where catalogs are looked for, first match wins: `FORMANZA_LOCALEDIR`; `locale` beside
    /// the program (the build tree: `make build` and the tests compile `po/` there); the
    /// install prefix's `share/locale` above the program's `bin` (a `~/.local` install); then
    /// `/usr/share/locale`, where the package puts them.
    public static func directories(environment: [String: String], executable: String?) -> [String] {
        var directories: [String] = []
        if let override = environment[overrideVariable], !override.isEmpty { directories.append(override) }
        if let executable, let slash = executable.lastIndex(of: "/") {
            let binary = String(executable[..<slash])
            directories.append(binary + "/locale")
            if let parent = binary.lastIndex(of: "/") {
                directories.append(String(binary[..<parent]) + "/share/locale")
            }
        }
        directories.append("/usr/share/locale")
        return directories
    }

    /// Loads the catalog of the first candidate language that has one and keeps it on the
    /// shelf; returns its code, nil when none was found (English). A catalog that cannot be read
    /// or parsed is passed over like a missing one: the program still runs, in English.
    @discardableResult
    public static func load(environment: [String: String], executable: String? = ownExecutable()) -> String? {
        let directories = directories(environment: environment, executable: executable)
        for code in Language.candidates(environment: environment) {
            if code == "en" || code.hasPrefix("en_") { return nil }
            if CatalogShelf.catalog(for: code) != nil { return code }
            for directory in directories {
                let path = "\(directory)/\(code)/LC_MESSAGES/\(domain).mo"
                guard let bytes = try? OwnedFiles.readRegular(path, limit: sizeLimit, followLinks: true),
                    let catalog = MessageCatalog(bytes: bytes)
                else { continue }
                CatalogShelf.install(catalog, for: code)
                return code
            }
        }
        return nil
    }

    /// This program's own path, from `/proc/self/exe`.
    public static func ownExecutable() -> String? {
        PathOperations.symbolicLinkTarget("/proc/self/exe")
    }
}
