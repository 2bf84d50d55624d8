@testable import FormanzaCLI
@testable import FormanzaTerminal

extension SingleChoiceInput {
    /// The label of the chosen option, to check which tile a key picked.
    var selectedLabel: String? { selected.map { items[$0].label } }
}
