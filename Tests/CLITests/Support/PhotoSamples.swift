import CVips
import Foundation
import Testing

/// Real images made with libvips itself (no binary fixtures): a colour ramp (red grows to the
/// right, green downwards) so a rotation shows in the pixels, with an EXIF orientation and,
/// when asked, a camera make, a GPS position and an XMP packet.
enum PhotoSamples {
    static let started: Bool = vips_init("formanza-tests") == 0

    static func write(_ path: String, width: Int, height: Int, orientation: Int = 0, location: Bool = false) throws {
        try #require(started)
        let rc = formanza_vips_write_sample(path, Int32(width), Int32(height), Int32(orientation), location ? 1 : 0)
        try #require(rc == 0, "libvips could not write \(path)")
    }

    /// What a stored file holds: its size, whether any metadata block is left, and the mean red
    /// of its top and bottom strips and the mean green of its left and right strips.
    struct Reading {
        let width: Int
        let height: Int
        let hasMetadata: Bool
        let redTop: Double, redBottom: Double, greenLeft: Double, greenRight: Double
    }

    static func read(_ path: String) throws -> Reading {
        try #require(started)
        let image = try #require(formanza_vips_open(path), "libvips cannot open \(path)")
        defer { g_object_unref(image) }
        let w = vips_image_get_width(image)
        let h = vips_image_get_height(image)
        let strip = max(1, min(w, h) / 8)
        return Reading(
            width: Int(w), height: Int(h), hasMetadata: formanza_vips_has_metadata(image) != 0,
            redTop: formanza_vips_mean_band(image, 0, 0, 0, w, strip),
            redBottom: formanza_vips_mean_band(image, 0, 0, h - strip, w, strip),
            greenLeft: formanza_vips_mean_band(image, 1, 0, 0, strip, h),
            greenRight: formanza_vips_mean_band(image, 1, w - strip, 0, strip, h))
    }

    /// A JPEG whose header claims 30,000 × 30,000 pixels (a few kilobytes that would decode to
    /// 2.7 GB): a small real JPEG with its frame header's size rewritten.
    static func writeBomb(_ path: String) throws {
        try write(path, width: 64, height: 64)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let frame = try #require(
            (0..<bytes.count - 9).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        for (offset, value) in [(5, 30000), (7, 30000)] {
            bytes[frame + offset] = UInt8(value >> 8)
            bytes[frame + offset + 1] = UInt8(value & 0xFF)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// The first `fraction` of a file: a JPEG cut short, as an interrupted copy leaves it.
    static func truncate(_ path: String, to fraction: Double) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(Int(Double(data.count) * fraction)).write(to: URL(fileURLWithPath: path))
    }
}
