// libFuzzer target: `remind.conf` as the daemon reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRemindConf(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = RemindSettings.parse(text)
    return 0
}
