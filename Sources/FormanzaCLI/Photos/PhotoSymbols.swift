import FormanzaBase
import FormanzaState
import FormanzaTerminal

/// Chafa's symbol picture turned into the check-in's styled lines: the full-screen check-in
/// paints cells with their styles, so the picture's colour escapes become span styles (24-bit
/// and 256-colour foregrounds and backgrounds, reverse video) instead of raw bytes.
enum PhotoSymbols {
    static func styledLines(_ lines: [String]) -> [StyledLine] {
        lines.map(styledLine)
    }

    static func styledLine(_ text: String) -> StyledLine {
        var spans: [StyledSpan] = []
        var style = TextStyle.plain
        var run = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                if scalar.value >= 0x20 { run.unicodeScalars.append(scalar) }
                continue
            }
            guard scalars.first == "[" else { continue }
            scalars.removeFirst()
            var parameters = ""
            while let next = scalars.popFirst() {
                if (0x40...0x7e).contains(next.value) {
                    if next == "m" {
                        if !run.isEmpty {
                            spans.append(StyledSpan(run, style))
                            run = ""
                        }
                        style = apply(parameters, to: style)
                    }
                    break
                }
                parameters.unicodeScalars.append(next)
            }
        }
        if !run.isEmpty { spans.append(StyledSpan(run, style)) }
        return StyledLine(spans)
    }

    /// One SGR sequence's parameters applied to a style.
    static func apply(_ parameters: String, to style: TextStyle) -> TextStyle {
        var style = style
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0: style = .plain
            case 7: style.reverse = true
            case 27: style.reverse = false
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                var color: TextColor?
                if codes.first == 2, codes.count >= 4 {
                    let rgb = codes.dropFirst().prefix(3).map { UInt8(clamping: $0) }
                    color = .rgb(rgb[0], rgb[1], rgb[2])
                    codes = codes.dropFirst(4)
                } else if codes.first == 5, codes.count >= 2 {
                    color = .indexed(UInt8(clamping: codes.dropFirst().first ?? 0))
                    codes = codes.dropFirst(2)
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            default: break
            }
        }
        return style
    }
}

extension PhotoServices {
    /// The services of a check-in on `store`: files stored through `formanza-photo`, previews
    /// from the thumbnails, file names completed from the disk.
    static func live(
        store: Store, now: @escaping @Sendable () -> Int64, language l: Language,
        pictures: Bool, home: String
    ) -> PhotoServices {
        let view = PhotoView(paths: store.paths, pictures: pictures)
        return PhotoServices(
            store: { path in
                do { return .success(try PhotoImport(store: store, now: now()).importPhoto(path: path)) } catch let
                    error as any UserFacingError
                { return .failure(PhotoRefusalMessage(text: error.message(in: l))) } catch {
                    return .failure(PhotoRefusalMessage(text: "\(error)"))
                }
            },
            preview: { name, columns, rows in
                view.picture(name, columns: columns, rows: rows, thumbnail: true, symbolsOnly: true)
                    .map(PhotoSymbols.styledLines) ?? []
            },
            complete: { PathCompletion.complete($0, home: home) })
    }
}
