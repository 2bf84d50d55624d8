import CVips
import Glibc

/// Why a file cannot become a stored photo.
enum PhotoRefusal: String {
    case notAnImage = "not-an-image"
    case damaged
    case tooLarge = "too-large"
    case unwritable
}

/// A stored photo's name: the hash of its stored JPEG and its size.
struct StoredPhotoName {
    let hash: String
    let width: Int
    let height: Int
}

enum StoreOutcome {
    case stored(StoredPhotoName)
    case refused(PhotoRefusal)
}

/// Turns an image into the two files the store keeps: upright, at most 1600 px on its longest
/// side and a thumbnail of at most 320 px, both JPEG without any metadata block. The file is read
/// through libvips' shrink-on-load, so a large JPEG is decoded at a fraction of its size.
struct PhotoStorer {
    /// Longest side of the stored photo and of its thumbnail.
    static let photoSide: Int32 = 1600
    static let thumbnailSide: Int32 = 320
    /// Above this many pixels (read from the header, before any decoding) the file is refused:
    /// a "decompression bomb" of a few kilobytes can claim gigabytes once decoded.
    static let pixelLimit = 120_000_000
    static let quality: Int32 = 85

    let directory: String

    func store(descriptor: Int32) -> StoreOutcome {
        // libvips reads the open file through its /proc link: the very file `formanza` opened
        // and checked, whatever happens to its name meanwhile.
        let path = "/proc/self/fd/\(descriptor)"
        guard let format = PhotoFormat.of(descriptor: descriptor) else { return .refused(.notAnImage) }
        guard let header = PhotoStorer.header(path, format: format) else { return .refused(.damaged) }
        let width = Int(vips_image_get_width(header))
        let height = Int(vips_image_get_height(header))
        let isHEVC = format != .heic || formanza_vips_is_hevc(header) != 0
        g_object_unref(header)
        guard isHEVC else { return .refused(.notAnImage) }
        let isJPEG = format == .jpeg
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= PhotoStorer.pixelLimit else { return .refused(.tooLarge) }

        guard let shrunk = PhotoStorer.shrunk(path, isJPEG: isJPEG, longestSide: max(width, height)) else {
            return .refused(.damaged)
        }
        defer { g_object_unref(shrunk) }
        // Decoding happens here (a truncated file fails now), once: the photo is read
        // sequentially from the file, and both JPEGs are made from this copy in memory
        // (at most 1600 × 1600 × 3 bytes).
        var upright: UnsafeMutablePointer<VipsImage>?
        guard formanza_vips_photo(shrunk, &upright, PhotoStorer.photoSide) == 0, let photo = upright else {
            return .refused(.damaged)
        }
        defer { g_object_unref(photo) }
        guard let (full, thumbnail) = encodePair(photo) else { return .refused(.damaged) }

        guard let digest = formanza_sha256(full.bytes, full.count) else { return .refused(.unwritable) }
        let name = StoredPhotoName(
            hash: String(String(cString: digest).prefix(32)),
            width: Int(vips_image_get_width(photo)), height: Int(vips_image_get_height(photo)))
        g_free(digest)
        let base = "\(name.hash)-\(name.width)x\(name.height)"
        let written = formanza_store_files(
            directory, base + ".thumb.jpg", thumbnail.bytes, thumbnail.count, base + ".jpg", full.bytes, full.count)
        guard written == 0 else { return .refused(.unwritable) }
        return .stored(name)
    }

    /// The file's header, read by the loader of the format its first bytes name alone. HEIC's
    /// loader is one of libvips' optional modules, loaded only then (see `formanza_vips_start`);
    /// the loaders that loading registers are blocked again at once but for HEIF's.
    static func header(_ path: String, format: PhotoFormat) -> UnsafeMutablePointer<VipsImage>? {
        if format == .heic {
            formanza_vips_load_modules()
            formanza_vips_allow_photo_loaders_only()
        }
        return formanza_vips_photo_header(path, format.rawValue)
    }

    /// The photo as libvips reads it, not yet decoded: a JPEG at the smallest scale libjpeg
    /// itself decodes it to (1/2, 1/4, 1/8) still at least `smallestDecodedSide` long, to be
    /// resized when longer than `photoSide` and turned upright by `formanza_vips_photo`
    /// (libvips' own thumbnailing keeps a factor of two for its resize and would decode a
    /// 6000 × 4000 photo at full size, more than half the time of storing it). Other formats go
    /// through libvips' thumbnailing, which shrinks WebP and HEIC while loading and turns them
    /// upright; it picks its loader from the content, which `PhotoFormat` has already checked,
    /// among the four left unblocked.
    static func shrunk(_ path: String, isJPEG: Bool, longestSide: Int) -> UnsafeMutablePointer<VipsImage>? {
        guard isJPEG else {
            var photo: UnsafeMutablePointer<VipsImage>?
            return formanza_vips_thumbnail_file(path, &photo, photoSide) == 0 ? photo : nil
        }
        return formanza_vips_jpeg_shrunk(path, Int32(jpegShrink(longestSide: longestSide)))
    }

    /// The shortest longest side libjpeg's scaling may leave: within an eighth of `photoSide`,
    /// the scaled photo is kept as it is (a 6000 × 4000 photo decoded at 1/4 is 1500 × 1000),
    /// which spares decoding at twice the size and resizing, some 70 ms of a 24 MP photo's 250.
    static let smallestDecodedSide = Int(photoSide) * 7 / 8

    /// The largest of 1, 2, 4 and 8 that leaves the longest side at least `smallestDecodedSide`
    /// (libjpeg rounds a scaled side up).
    static func jpegShrink(longestSide: Int) -> Int {
        var shrink = 1
        while shrink < 8, (longestSide + 2 * shrink - 1) / (2 * shrink) >= smallestDecodedSide { shrink *= 2 }
        return shrink
    }

    /// JPEG bytes owned by GLib, freed when dropped.
    final class Encoded {
        let bytes: UnsafeMutableRawPointer
        let count: Int
        init(bytes: UnsafeMutableRawPointer, count: Int) {
            self.bytes = bytes
            self.count = count
        }
        deinit { g_free(bytes) }
    }

    /// The photo's JPEG and its thumbnail's, encoded at the same time (see
    /// `formanza_vips_encode_pair`).
    func encodePair(_ photo: UnsafeMutablePointer<VipsImage>) -> (photo: Encoded, thumbnail: Encoded)? {
        var photoBuffer: UnsafeMutableRawPointer?
        var thumbnailBuffer: UnsafeMutableRawPointer?
        var photoLength = 0
        var thumbnailLength = 0
        guard
            formanza_vips_encode_pair(
                photo, PhotoStorer.thumbnailSide, PhotoStorer.quality, &photoBuffer, &photoLength, &thumbnailBuffer,
                &thumbnailLength) == 0,
            let photoBuffer, let thumbnailBuffer
        else { return nil }
        return (
            Encoded(bytes: photoBuffer, count: photoLength), Encoded(bytes: thumbnailBuffer, count: thumbnailLength)
        )
    }
}
