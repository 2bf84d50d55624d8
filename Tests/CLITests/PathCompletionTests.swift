import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaCLI

/// Tab completion of a file name in the photo field, on a real folder: common beginnings,
/// choices, folders with their `/`, hidden files only when asked, `~/`, and a link to a folder
/// followed the way the person typed it.
@Suite struct PathCompletionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "complete")
        for name in ["apple.jpg", "apricot.jpg", ".hidden.jpg"] { try directory.write([], to: name) }
        #expect(mkdir(directory.path + "/pictures", 0o700) == 0)
        try directory.write([], to: "pictures/beach.jpg")
        #expect(symlink(directory.path + "/pictures", directory.path + "/linked") == 0)
    }

    @Test func theCommonBeginningAndTheChoicesAreOffered() {
        let both = PathCompletion.complete(directory.path + "/a", home: "/")
        #expect(both.text == directory.path + "/ap")
        #expect(both.choices == ["apple.jpg", "apricot.jpg"])
        let one = PathCompletion.complete(directory.path + "/apr", home: "/")
        #expect(one == PathCompletion.Result(text: directory.path + "/apricot.jpg", choices: []))
        #expect(PathCompletion.complete(directory.path + "/zz", home: "/").choices.isEmpty)
    }

    @Test func aFolderGetsItsSlashAndALinkToOneIsFollowed() {
        #expect(PathCompletion.complete(directory.path + "/pic", home: "/").text == directory.path + "/pictures/")
        #expect(PathCompletion.complete(directory.path + "/lin", home: "/").text == directory.path + "/linked/")
        let inside = PathCompletion.complete(directory.path + "/linked/b", home: "/")
        #expect(inside.text == directory.path + "/linked/beach.jpg")
    }

    @Test func hiddenFilesOnlyWithALeadingDotAndTildeIsHome() {
        #expect(!PathCompletion.complete(directory.path + "/", home: "/").choices.contains(".hidden.jpg"))
        #expect(PathCompletion.complete(directory.path + "/.h", home: "/").text == directory.path + "/.hidden.jpg")
        #expect(PathCompletion.complete("~/apr", home: directory.path).text == "~/apricot.jpg")
    }

    @Test func aFileOrAMissingFolderOffersNothing() {
        #expect(PathCompletion.complete(directory.path + "/apple.jpg/x", home: "/").choices.isEmpty)
        #expect(PathCompletion.complete(directory.path + "/none/x", home: "/").text == directory.path + "/none/x")
    }
}
