import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// What `calc add` or `calc edit` asks, read from the command line once, before the form is
/// opened: decimals that are not a whole number are a usage error there.
struct CalcRequest: Sendable {
    let title: String?
    let formula: String?
    let unit: String?
    let decimals: Int?
    let age: String?
    let ranges: String?
    let preset: String?
    /// The BANDs typed after FORM (and CALC).
    let bands: [String]

    init(_ args: ParsedArguments, bands: [String]) throws {
        title = args[CalcOptions.title]
        formula = args[CalcOptions.formula]
        unit = args[CalcOptions.unit]
        decimals = try args[CalcOptions.decimals]
        age = args[CalcOptions.age]
        ranges = args[CalcOptions.ranges]
        preset = args[CalcOptions.preset]
        self.bands = bands
    }
}
