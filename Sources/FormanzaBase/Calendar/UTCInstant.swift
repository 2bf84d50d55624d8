/// Instants in the store are written as RFC 3339 UTC text (`2026-12-02T08:01:02Z`): readable
/// in a text editor and independent of the zone the computer was in.

public enum UTCInstant {
    /// Total over 64 bits: the day and the second of the day are split without arithmetic that
    /// could overflow, so a hand-edited instant at either end prints (with a year that has more
    /// or fewer than four digits) instead of trapping.
    public static func format(_ seconds: Int64) -> String {
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += 86_400
        }
        let date = CivilDate(daysSinceEpoch: Int(days))
        let second = Int(secondOfDay)
        return "\(date.iso)T\(CivilDate.pad(second / 3600, 2)):"
            + "\(CivilDate.pad(second / 60 % 60, 2)):\(CivilDate.pad(second % 60, 2))Z"
    }

    /// Parses exactly `YYYY-MM-DDTHH:MM:SSZ`.
    public static func parse(_ text: String) -> Int64? {
        guard text.count == 20, text.hasSuffix("Z") else { return nil }
        let chars = Array(text)
        guard chars[10] == "T", chars[13] == ":", chars[16] == ":",
            let date = CivilDate(iso: String(chars[0..<10])),
            let h = Int(String(chars[11..<13])), let m = Int(String(chars[14..<16])),
            let s = Int(String(chars[17..<19])), (0...23).contains(h), (0...59).contains(m),
            (0...60).contains(s)
        else { return nil }
        return Int64(date.daysSinceEpoch) * 86_400 + Int64(h * 3600 + m * 60 + s)
    }
}
