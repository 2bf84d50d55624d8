import FormanzaBase
import FoundationEssentials

/// Where everything lives: the store under `$XDG_DATA_HOME/formanza`, runtime files
/// (the open-check-in markers) under `$XDG_RUNTIME_DIR/formanza`, the daemon's
/// settings under `$XDG_CONFIG_HOME/formanza`.
public struct StorePaths: Sendable, Hashable {
    public let root: String
    public let runtime: String
    public let config: String

    public init(root: String, runtime: String, config: String) {
        self.root = root
        self.runtime = runtime
        self.config = config
    }

    /// The XDG locations, with the XDG Base Directory specification's defaults when a variable is
    /// unset or not absolute. Without `XDG_RUNTIME_DIR`, runtime files go under the user's cache
    /// directory rather than `/tmp`, where another user could create the directory first.
    public static func from(environment: [String: String]) -> StorePaths {
        let home = Posix.homeDirectory(environment: environment)
        func xdg(_ key: String, _ fallback: String) -> String {
            if let value = environment[key], value.hasPrefix("/") { return value }
            return fallback
        }
        let data = xdg("XDG_DATA_HOME", home + "/.local/share")
        let config = xdg("XDG_CONFIG_HOME", home + "/.config")
        let cache = xdg("XDG_CACHE_HOME", home + "/.cache")
        let runtime =
            environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 + "/formanza" : nil }
            ?? cache + "/formanza/runtime"
        return StorePaths(root: data + "/formanza", runtime: runtime, config: config + "/formanza")
    }

    /// The database holding every fact of the store.
    public var database: String { root + "/store.db" }
    /// SQLite's write-ahead log beside it: where committed changes land first.
    public var databaseLog: String { database + "-wal" }

    public var photosDirectory: String { root + "/photos" }

    /// The file layout of earlier versions, read only to migrate it into the database.
    public var marker: String { root + "/store.json" }
    public var formsDirectory: String { root + "/forms" }
    public var daysDirectory: String { root + "/days" }
    public var dataValues: String { root + "/data-values.json" }
    public var settings: String { root + "/settings.json" }
    public var opened: String { root + "/opened.json" }

    public func form(_ id: String) -> String { formsDirectory + "/\(id).json" }
    public func day(_ date: CivilDate) -> String { daysDirectory + "/\(date.iso).json" }

    public var remindConf: String { config + "/remind.conf" }

    /// FNV-1a, 64-bit: a stable, dependency-free hash of a store's path for names of runtime
    /// files that belong to one store.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
