import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaCLI

/// A stored photo is drawn only from the store's own photos folder: a folder or a file replaced
/// by a symbolic link is not followed, so a link planted in the store never shows a file from
/// elsewhere (the command then shows the photo as unavailable, as for a deleted file).
@Suite struct PhotoViewLinkTests {
    static let name = String(repeating: "ab", count: 16) + "-40x30"

    func storeWithPhoto() throws -> (TemporaryDirectory, StorePaths) {
        let base = try TemporaryDirectory(prefix: "photo-link")
        let paths = StorePaths(root: base.path + "/store", runtime: base.path + "/run", config: base.path + "/config")
        try FileManager.default.createDirectory(atPath: paths.photosDirectory, withIntermediateDirectories: true)
        for suffix in [".jpg", ".thumb.jpg"] {
            try PhotoSamples.write(paths.photosDirectory + "/" + Self.name + suffix, width: 40, height: 30)
        }
        return (base, paths)
    }

    func drawn(_ paths: StorePaths) -> Bool {
        PhotoView(paths: paths, pictures: true)
            .picture(Self.name, columns: 20, rows: 10, thumbnail: false, symbolsOnly: true) != nil
    }

    @Test func aPhotoInTheStoresOwnFolderIsDrawn() throws {
        let (base, paths) = try storeWithPhoto()
        #expect(drawn(paths))
        _ = base
    }

    @Test func aPhotosFolderReplacedByALinkIsNotFollowed() throws {
        let (base, paths) = try storeWithPhoto()
        let elsewhere = base.path + "/elsewhere"
        try FileManager.default.moveItem(atPath: paths.photosDirectory, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: paths.photosDirectory, withDestinationPath: elsewhere)
        #expect(!drawn(paths))
    }

    @Test func aPhotoFileReplacedByALinkIsNotFollowed() throws {
        let (base, paths) = try storeWithPhoto()
        let file = paths.photosDirectory + "/" + Self.name + ".jpg"
        try FileManager.default.moveItem(atPath: file, toPath: base.path + "/outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: base.path + "/outside.jpg")
        #expect(!drawn(paths))
    }
}
