/// Checks on locale identifiers that every engine applies before reading one.
///
/// ICU reads identifiers as C strings, so a NUL ends them early (`ru\0zz` would be Russian to ICU and an
/// unknown locale to the Swift engine); other control characters belong to no subtag and would reach
/// terminals and logs raw. Both engines refuse such identifiers with the same error.
public enum LocaleIdentifier {
    /// Throws ``PluralError/invalidLocaleIdentifier(_:reason:)`` when `identifier` holds a control
    /// character (U+0000–U+001F, U+007F–U+009F). One pass over the UTF-8 bytes; does not allocate.
    public static func validate(_ identifier: String) throws(PluralError) {
        guard let offset = controlCharacterOffset(in: identifier) else { return }
        throw .invalidLocaleIdentifier(identifier, reason: "control character at UTF-8 offset \(offset)")
    }

    /// The UTF-8 offset of the first control character, or `nil` when there is none.
    public static func controlCharacterOffset(in identifier: String) -> Int? {
        var previous: UInt8 = 0
        for (offset, byte) in identifier.utf8.enumerated() {
            // C0 controls and DEL; C1 controls are U+0080–U+009F, encoded as 0xC2 0x80–0x9F.
            if byte < 0x20 || byte == 0x7F { return offset }
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return offset - 1 }
            previous = byte
        }
        return nil
    }

    /// `identifier` naming the numbering system `system` as an ICU keyword (`ar@numbers=latn`), unless it
    /// names one itself (`ar-u-nu-arab`, `ar@numbers=arab`) or `system` is not a plain name. The digits
    /// are decided by whoever formats with Foundation (PluralLocalization's number data) and handed to
    /// ICU this way, so both write the same digits.
    package static func naming(numberingSystem system: String, in identifier: String) -> String {
        let lowered = identifier.lowercased()
        guard !lowered.contains("-nu-"), !lowered.contains("numbers="),
              !system.isEmpty, system.allSatisfy({ $0.isASCII && $0.isLetter }) else { return identifier }
        return identifier + (identifier.contains("@") ? ";" : "@") + "numbers=" + system
    }

    /// The identifier for messages, its control and bidirectional characters escaped (``DisplayText/escaped(_:)``).
    public static func escaped(_ identifier: some StringProtocol) -> String {
        DisplayText.escaped(identifier)
    }
}
