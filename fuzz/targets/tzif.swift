// libFuzzer target: a TZif file (version 1 to 4, with its POSIX footer), then the offsets
// and changes it gives around the instants the planner asks about.
@testable import FormanzaSchedule

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTZif(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let rules = try? TZifParser.parse(bytes, identifier: "Fuzz/Zone") else { return 0 }
    for instant: Int64 in [-1 << 40, -86_400, 0, 1_790_000_000, 4_102_444_800, 1 << 40] {
        _ = rules.offset(atEpochSecond: instant)
        _ = rules.changes(after: instant, through: instant + 86_400 * 400)
    }
    return 0
}
