// libFuzzer target: a compiled gettext catalog (.mo), then lookups and the plural rule of its
// header over a spread of counts. A bad file must be refused, never crash or hang.
import FormanzaBase

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMOCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let catalog = MessageCatalog(bytes: bytes) else { return 0 }
    let language = Language(code: "fuzz", catalog: catalog)
    for count in [0, 1, 2, 5, 11, 22, 101, Int.max] {
        _ = language.trn("{0} answer", "{0} answers", count)
    }
    _ = language.tr("no such file: {0}", "x")
    _ = language.trc("decimal separator", ".")
    return 0
}
