import CVips
import FormanzaSystem
import Glibc

/// `formanza-photo store DIRECTORY`: the one process that runs libvips. `formanza` opens the
/// person's file itself (safely: never blocking on a FIFO, regular files only) and hands it over
/// as standard input; this helper stores it under DIRECTORY and answers with one line:
///
///     stored HASH WIDTH HEIGHT
///     refused REASON            (not-an-image, damaged, too-large, unwritable)
///
/// Only JPEG, PNG, WebP and HEIC are read, recognised by their first bytes (`PhotoFormat`);
/// libvips' other loaders are blocked for the whole process. A file whose data ends before its
/// header says is damaged, never padded.
///
/// It lives apart from `formanza` because libvips loads about a hundred libraries: linked into
/// `formanza`, every command would pay for them at start-up.
let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[1] == "store" else {
    let usage = "usage: formanza-photo store DIRECTORY < IMAGE\n"
    StandardStreams.write(Array(usage.utf8), to: StandardStreams.error)
    ThisProcess.exit(2)
}
guard formanza_vips_start(arguments[0]) == 0 else {
    print("refused unwritable")
    ThisProcess.exit(1)
}
// Only warnings go to stderr from libvips; the reply on stdout is all `formanza` reads.
vips_cache_set_max(0)
// No loader but JPEG's, PNG's, WebP's and HEIF's ever runs in this process.
formanza_vips_allow_photo_loaders_only()

let outcome = PhotoStorer(directory: arguments[2]).store(descriptor: STDIN_FILENO)
switch outcome {
case .stored(let name):
    print("stored \(name.hash) \(name.width) \(name.height)")
    ThisProcess.exit(0)
case .refused(let reason):
    print("refused \(reason.rawValue)")
    ThisProcess.exit(1)
}
