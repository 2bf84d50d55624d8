import FormanzaBase
import FormanzaSchedule

/// How a time zone that cannot be loaded is said, by both programs (and in English by the
/// daemon's journal): "time zone 'ZONE': what was wrong".
extension ZoneError: UserFacingError {
    public func message(in l: Language) -> String {
        l.tr("time zone '{0}': {1}", zone, reason.message(in: l))
    }
}

extension ZoneError.Reason {
    func message(in l: Language) -> String {
        switch self {
        case .notAName: return l.tr("not a time zone name")
        case .parentInName: return l.tr("a zone name must not contain '..'")
        case .noSuchZone(let directory): return l.tr("no such zone in {0}", directory)
        case .neitherZoneNorRule(let directory):
            return l.tr("TZ names no zone in {0} and is not a POSIX TZ rule", directory)
        case .cannotRead(let path, let error): return l.tr("cannot read {0}: {1}", path, error.text)
        case .tooLarge(let path): return l.tr("{0} is too large for a zone file", path)
        case .directory(let path): return l.tr("{0} is a directory, not a zone file", path)
        case .notRegularFile(let path): return l.tr("{0} is not a regular file", path)
        case .refused(let refusal): return refusal.message(in: l)
        case .other(let words): return words
        case .tzif(let fault): return fault.message(in: l)
        case .posixRule(let rule, let character?):
            return l.tr("malformed POSIX TZ rule '{0}' (at character {1})", rule, character)
        case .posixRule(let rule, nil): return l.tr("malformed POSIX TZ rule '{0}' (at the end)", rule)
        }
    }
}

extension ZoneError.TZifFault {
    func message(in l: Language) -> String {
        switch self {
        case .noMagic: return l.tr("not a TZif file (no TZif magic)")
        case .unknownVersion(let byte): return l.tr("unknown TZif version byte {0}", byte)
        case .noLocalTimeTypes: return l.tr("TZif header declares no local time types")
        case .inconsistentCounts: return l.tr("TZif header has inconsistent indicator counts")
        case .transitionTypeMissing(let type): return l.tr("transition names missing type {0}", type)
        case .localTimeTypeOutOfRange(let offset, let flag):
            return l.tr("local time type with offset {0} s or DST flag {1} out of range", offset, flag)
        case .abbreviationOutOfRange: return l.tr("abbreviation index out of range")
        case .transitionsNotAscending: return l.tr("transition times are not ascending")
        case .footerWithoutLeadingNewline: return l.tr("TZif footer does not start with a newline")
        case .footerWithoutTrailingNewline: return l.tr("TZif footer does not end with a newline")
        case .truncated: return l.tr("TZif data is truncated")
        }
    }
}
