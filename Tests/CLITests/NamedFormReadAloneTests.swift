import Testing

/// `goals --form` and `progress --form --json` read only the form they name: another form's
/// definition, even one that cannot be read, costs them nothing and is not reported by them
/// (the commands that list every form still report it).
@Suite struct NamedFormReadAloneTests {
    @Test func anotherFormsUnreadableDefinitionIsNotRead() throws {
        let box = try FormsSandbox()
        #expect(try box.run("form", "new", "Other").status == 0)
        try StoreReading.execute(
            root: box.storeRoot, "UPDATE forms SET definition = 'not a form' WHERE id <> 'daily-check-in';")
        for arguments in [
            ["goals", "--form", "daily-check-in", "--json"], ["goals", "--form", "Daily check-in"],
            ["progress", "--form", "daily-check-in", "--json"],
        ] {
            let result = try box.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stderr.isEmpty, "\(arguments) read the other form: \(result.stderr)")
        }
        let every = try box.run("goals", "--json")
        #expect(every.status == 0 && !every.stderr.isEmpty, "listing every form reports the unreadable one: \(every)")
    }
}
