import Foundation
import Testing

/// `import-records` reads typed JSON values as strictly as text, and takes photo answers only
/// when they name photos stored in the store, on a photo screen.
@Suite struct RecordsImportCheckTests {
    /// A screen's id, by its title.
    static func screenID(_ box: FormsSandbox, form: String, title: String) throws -> String {
        let list = try #require(try box.json("screen", "list", form, "--json") as? [[String: Any]])
        return try #require(list.first { ($0["title"] as? String) == title }?["id"] as? String)
    }

    static func row(form: String, screen: String, type: String? = nil, unit: String? = nil, value: String) -> String {
        var fields = [#""form":"\#(form)""#, #""day":"2026-11-29""#, #""screen":"\#(screen)""#]
        if let type { fields.append(#""type":"\#(type)""#) }
        if let unit { fields.append(#""unit":"\#(unit)""#) }
        fields += [#""value":\#(value)"#, #""savedAt":"2026-11-29T08:00:00Z""#]
        return "{" + fields.joined(separator: ",") + "}"
    }

    @Test func typedValuesAreReadAsStrictlyAsText() throws {
        let box = try RecordsRoundTripTests.answeredStore()
        let extras = try RecordsRoundTripTests.extrasID(box)
        let moods = try Self.screenID(box, form: "Extras", title: "Moods")
        let walk = try Self.screenID(box, form: "Extras", title: "Walk")
        let daily = { (screen: String, value: String) in Self.row(form: "daily-check-in", screen: screen, value: value)
        }
        let extra = { (screen: String, type: String?, value: String) in
            Self.row(form: extras, screen: screen, type: type, value: value)
        }
        let typed = [
            daily("weight", "80.5"), daily("water", "true"), daily("exercise", "false"),
            extra(moods, nil, #"["happy","Calm"]"#), extra(walk, nil, "90"), extra("gone", "duration", "45"),
        ]
        let imported = try box.run("import-records", "-", input: typed.joined(separator: "\n"))
        #expect(imported.status == 0 && imported.stdout.contains("6 added or changed"), "\(imported)")
        let exported = try box.run("export").stdout
        for expected in [
            #""screen":"weight","type":"number","unit":"kg","value":"80.5""#,
            #""screen":"water","type":"yes-no","value":"yes""#, #""screen":"exercise","type":"yes-no","value":"no""#,
            #""screen":"\#(moods)","type":"multiple-choice","value":"calm,happy""#,
            #""screen":"\#(walk)","type":"duration","value":"90""#, #""screen":"gone","type":"duration","value":"45""#,
        ] {
            #expect(exported.contains(expected), "\(expected) in \(exported)")
        }

        let refused: [(String, String)] = [
            (daily("weight", "1e400"), "not text, a finite number"),
            (daily("weight", "80.55"), "Weight"),
            (daily("weight", "600"), "outside"),
            (
                Self.row(form: "daily-check-in", screen: "weight", type: "number", value: "1000000"),
                "not a value of type number"
            ),
            (
                Self.row(form: "daily-check-in", screen: "weight", type: "number", value: "80.0001"),
                "not a value of type number"
            ),
            (
                Self.row(form: "daily-check-in", screen: "weight", type: "number", value: "\"NaN\""),
                "not a value of type number"
            ),
            (
                Self.row(form: "daily-check-in", screen: "weight", type: "number", value: "\"0x1p3\""),
                "not a value of type number"
            ),
            (daily("water", "1"), "\"1\" is not a value of type yes-no"),
            (
                Self.row(form: "daily-check-in", screen: "water", type: "yes-no", value: "\"maybe\""),
                "not a value of type yes-no"
            ),
            (daily("water", "null"), "\"null\" is not a value of type yes-no"),
            (extra(walk, nil, "1.5"), "Walk"),
            (extra(walk, "duration", "-5"), "not a value of type duration"),
            (extra(walk, "duration", "6000"), "not a value of type duration"),
            (extra(moods, nil, "[1,2]"), "not text, a finite number"),
            (extra(moods, nil, #"["calm","nope"]"#), "nope"),
            (extra(moods, "multiple-choice", "[]"), "not a value of type multiple-choice"),
            (extra(moods, "multiple-choice", #"["calm","calm"]"#), "not a value of type multiple-choice"),
            (extra("shade", "color", "\"#12345\""), "not a value of type color"),
            (extra("last", "date", "\"2026-02-30\""), "not a value of type date"),
            (extra("mail", "email", "\"ana\""), "not a value of type email"),
            (Self.row(form: extras, screen: "notes", type: "text", unit: "kg", value: "\"hi\""), "has no unit"),
            (extra("notes", "bogus", "\"hi\""), "is not a screen type"),
            (extra("../notes", "text", "\"hi\""), "is not a screen id"),
        ]
        for (bad, reason) in refused {
            let result = try box.run("import-records", "-", input: typed[0] + "\n" + bad + "\n")
            #expect(
                result.status == 1 && result.stderr.contains("line 2:") && result.stderr.contains(reason),
                "\(bad): \(result)")
            #expect(try box.run("export").stdout == exported, "nothing was imported")
        }
        let spanish = try box.run(
            ["import-records", "-"], input: daily("weight", "1e400") + "\n", env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("línea 1: el valor no es texto, un número finito"), "\(spanish)")
    }

    /// A Body form with a photo and a multi-photo screen, each answered with a stored photo.
    func photoStore() throws -> (box: FormsSandbox, body: String, front: String, name: String) {
        let box = try FormsSandbox()
        #expect(try box.run("form", "new", "Body").status == 0)
        #expect(try box.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        #expect(
            try box.run("screen", "add", "Body", "--type", "multi-photo", "--title", "Sides", "--names", "Left,Right")
                .status == 0)
        let picture = box.base + "/picture.jpg"
        try PhotoSamples.write(picture, width: 64, height: 48)
        let answered = try box.run("answer", "--form", "Body", "Front=" + picture, "Sides=Left:" + picture)
        #expect(answered.status == 0, "\(answered)")
        let body = try RecordsRoundTripTests.extrasID(box)
        let front = try Self.screenID(box, form: "Body", title: "Front")
        let exported = try box.run("export", "--form", "Body").stdout
        let name = try #require(
            exported.split(separator: "\n").first { $0.contains(#""type":"photo""#) }?
                .components(separatedBy: #""value":""#).last?.components(separatedBy: "\"").first)
        return (box, body, front, name)
    }

    @Test func photoAnswersMustNameStoredPhotosOnAPhotoScreen() throws {
        let (box, body, front, name) = try photoStore()
        let exported = try box.run("export").stdout
        let same = try box.run("import-records", "-", input: exported)
        #expect(same.status == 0 && same.stdout.contains("2 record(s): 0 added or changed"), "\(same)")
        let good = Self.row(form: body, screen: front, type: "photo", value: "\"\(name)\"")
        #expect(try box.run("import-records", "-", input: good + "\n").status == 0, "a stored photo on another day")

        let photos = box.storeRoot + "/photos/"
        let linked = "0123456789abcdef0123456789abcdef-64x48"
        try FileManager.default.createSymbolicLink(atPath: photos + linked + ".jpg", withDestinationPath: name + ".jpg")
        let missing = "fedcba9876543210fedcba9876543210-64x48"
        let refused: [(String, String)] = [
            (
                Self.row(form: body, screen: front, type: "photo", value: #""../../../etc/passwd""#),
                "not a value of type photo"
            ),
            (Self.row(form: body, screen: front, type: "photo", value: #""/etc/passwd""#), "not a value of type photo"),
            (Self.row(form: body, screen: front, value: #""../\#(name)""#), "not a value of type photo"),
            (Self.row(form: body, screen: front, type: "photo", value: "\"\(missing)\""), "has no photo"),
            (Self.row(form: body, screen: front, type: "photo", value: "\"\(linked)\""), "has no photo"),
            (
                Self.row(form: "daily-check-in", screen: "weight", type: "photo", value: "\"\(name)\""),
                "not a photo screen"
            ),
            (
                Self.row(form: body, screen: front, type: "multi-photo", value: #"{"Left":"../x"}"#),
                "not a value of type multi-photo"
            ),
        ]
        for (bad, reason) in refused {
            let result = try box.run("import-records", "-", input: good + "\n" + bad + "\n")
            #expect(
                result.status == 1 && result.stderr.contains("line 2:") && result.stderr.contains(reason),
                "\(bad): \(result)")
        }
        let spanish = try box.run(
            ["import-records", "-"], input: refused[3].0 + "\n", env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("la carpeta de fotos del almacén no tiene la foto"), "\(spanish)")
    }

    @Test func aPhotoAnswerHiddenByATypeChangeComesBackIntoItsOwnStoreOnly() throws {
        let (box, _, _, name) = try photoStore()
        #expect(try box.run("screen", "edit", "Body", "Front", "--type", "number", "--yes").status == 0)
        let exported = try box.run("export").stdout
        #expect(exported.contains(#""type":"photo","value":"\#(name)""#), "the hidden photo answer is exported")
        let same = try box.run("import-records", "-", input: exported)
        #expect(same.status == 0 && same.stdout.contains("0 added or changed"), "\(same)")
        #expect(try box.run("export").stdout == exported)
        #expect(FileManager.default.fileExists(atPath: box.storeRoot + "/photos/\(name).jpg"))

        // A fresh store has neither the photo files nor that answer: its photo rows are refused.
        let fresh = try FormsSandbox()
        let form = try box.write(try box.run("form", "export", "Body").stdout, to: "body.json")
        #expect(try fresh.run("form", "import", form, "--yes").status == 0)
        let refused = try fresh.run("import-records", "-", input: exported)
        #expect(refused.status == 1 && refused.stderr.contains("has no photo"), "\(refused)")
    }
}
