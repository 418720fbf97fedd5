/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4): the language ranges a request accepts,
/// each with its weight, best first.
///
/// ```swift
/// let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
/// header.preferredLanguages      // ["fr-CH", "fr", "en", "de"]
/// ```
///
/// The grammar is the RFC's: `language-range [ OWS ";" OWS "q=" qvalue ]`, comma separated, where
/// a range is `*` or `1*8ALPHA *("-" 1*8alphanum)` (RFC 4647 §2.1) and a `qvalue` is `0` to `1` with
/// at most three decimals. Ranges and `q` are read in any letter case; spaces and tabs may stand
/// around commas and semicolons; `_` is read as `-` (`ru_RU`, not BCP 47 but common in real
/// headers, is `ru-RU`). Parsing never fails: an element that does not follow the grammar
/// (a bad weight such as `q=2` or `q=0.1234`, a parameter other than `q`, a range with more
/// than 8 letters in a subtag, non-ASCII text) is skipped and the rest of the header still counts.
///
/// A weight of 0 means "not acceptable": ``LanguageNegotiator`` never picks a localization that
/// such a range matches (unless a more specific range accepts it), not even as a fallback for a
/// more specific range (`fr-CH, fr;q=0` never falls back to `fr`).
///
/// Bounded work: only the first ``maximumHeaderLength`` bytes are read (an element cut by that
/// limit is dropped) and only the first ``maximumRanges`` well-formed ranges are kept, so a hostile
/// header costs at most a few microseconds.
public struct AcceptLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The bytes of a header that are read; the rest is ignored. Browsers send under 200.
    public static let maximumHeaderLength = 4096
    /// The well-formed language ranges that are kept, in header order; later ones are ignored.
    public static let maximumRanges = 32

    /// One language range and its weight.
    public struct Range: Hashable, Sendable, CustomStringConvertible {
        /// The range in BCP 47 letter case (`en-GB`, `zh-Hant-HK`, `sr-Latn`), or `*`.
        public let tag: String
        /// The weight in thousandths: 1000 for `q=1` (the default), 0 for "not acceptable".
        public let quality: Int
        /// The range as a language identifier; `nil` for `*` and for ranges that name no language
        /// this package can match (`i-klingon`, `x-pig-latin`, a 5–8 letter primary subtag).
        public let identifier: LanguageIdentifier?

        /// A range with a weight in thousandths (clamped to 0...1000).
        public init(tag: String, quality: Int = 1000) {
            self.tag = tag == "*" ? "*" : Self.canonicalCase(tag)
            self.quality = min(max(quality, 0), 1000)
            self.identifier = tag == "*" ? nil : Self.identifier(of: self.tag)
        }

        /// `LanguageIdentifier(tag)`, made from the subtags directly in the common case (a 2–3
        /// letter language): a range is plain BCP 47, so the general parser's work (POSIX forms,
        /// legacy names) is not needed, and a server parses a header per request.
        static func identifier(of tag: String) -> LanguageIdentifier? {
            let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(isLetter),
                  !first.elementsEqual("no".utf8) else { return LanguageIdentifier(tag) }
            var script: Substring.UTF8View.SubSequence?
            var region: Substring.UTF8View.SubSequence?
            for subtag in subtags.dropFirst() {
                if subtag.count == 1 { break }
                if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(isLetter) {
                    script = subtag
                } else if region == nil, (subtag.count == 2 && subtag.allSatisfy(isLetter)) || (subtag.count == 3 && subtag.allSatisfy(isDigit)) {
                    region = subtag
                }
            }
            return LanguageIdentifier(
                language: String(Substring(first)),
                script: script.map { String(Substring($0)) },
                region: region.map { String(Substring($0)) }
            )
        }

        private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        /// Whether this is the wildcard `*`, which stands for every language no other range names.
        public var isWildcard: Bool { tag == "*" }
        /// Whether the range accepts what it matches (a weight above 0).
        public var isAcceptable: Bool { quality > 0 }
        /// The weight as a number from 0 to 1.
        public var weight: Double { Double(quality) / 1000 }

        /// `fr;q=0.9`; the weight is left out when it is 1.
        public var description: String {
            guard quality < 1000 else { return tag }
            guard quality > 0 else { return "\(tag);q=0" }
            var digits = String(quality)
            while digits.count < 3 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(tag);q=0.\(digits)"
        }

        /// BCP 47's case conventions: language lowercase, script title case, region uppercase,
        /// everything from a singleton (`-x-`, `-u-`) on lowercase. ASCII only: the parser admits nothing else.
        static func canonicalCase(_ tag: String) -> String {
            var bytes = Array(tag.utf8)
            var subtagStart = 0
            var index = 0
            var isFirst = true
            var inExtension = false
            func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
            func upper(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte & ~0x20 : byte }
            while index <= bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "-") else { index += 1; continue }
                let length = index - subtagStart
                if !isFirst, !inExtension, length == 1 { inExtension = true }
                let isAlpha = bytes[subtagStart..<index].allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
                for position in subtagStart..<index {
                    if isFirst || inExtension || !(length == 2 || (length == 4 && isAlpha)) {
                        bytes[position] = lower(bytes[position])
                    } else if length == 2 || position == subtagStart {
                        bytes[position] = upper(bytes[position])
                    } else {
                        bytes[position] = lower(bytes[position])
                    }
                }
                isFirst = false
                index += 1
                subtagStart = index
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The ranges, highest weight first; ranges of equal weight keep their order in the header.
    /// Ranges with weight 0 are kept (last): they exclude languages.
    public let ranges: [Range]

    /// Parses a header's value. Never fails: malformed elements are skipped (see the type's notes).
    public init(_ header: String) {
        var kept: [Range] = []
        let bytes = Substring(header).utf8
        var cut = bytes.endIndex
        var truncated = false
        if let limit = bytes.index(bytes.startIndex, offsetBy: Self.maximumHeaderLength, limitedBy: bytes.endIndex), limit != bytes.endIndex {
            cut = limit
            truncated = true
        }
        var start = bytes.startIndex
        while start < cut, kept.count < Self.maximumRanges {
            let end = bytes[start..<cut].firstIndex(of: UInt8(ascii: ",")) ?? cut
            // The last element before the cut may be the front of a longer one: not trusted.
            if end == cut, truncated { break }
            if let range = Self.element(bytes[start..<end]) { kept.append(range) }
            start = end == cut ? cut : bytes.index(after: end)
        }
        // A stable sort by weight: equal weights keep the header's order.
        ranges = kept.enumerated()
            .sorted { $0.element.quality != $1.element.quality ? $0.element.quality > $1.element.quality : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The ranges of a list of languages, all with weight 1, in order (for callers that already
    /// hold a preference list rather than a header).
    public init(preferredLanguages: [String]) {
        ranges = preferredLanguages.prefix(Self.maximumRanges).map { Range(tag: $0) }
    }

    /// Whether the header named no range at all (absent, empty, or nothing well-formed): any
    /// language is then acceptable.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The acceptable ranges except `*`, best first: the request's languages as a preference list.
    public var preferredLanguages: [String] {
        ranges.filter { $0.isAcceptable && !$0.isWildcard }.map(\.tag)
    }

    /// The header written back in canonical form, best first: `fr-CH, fr;q=0.9, *;q=0.5`.
    public var description: String { ranges.map(\.description).joined(separator: ", ") }

    // MARK: Grammar

    private static func isOWS(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// One list element, or `nil` when it is empty or malformed.
    private static func element(_ bytes: Substring.UTF8View.SubSequence) -> Range? {
        var text = bytes
        while let first = text.first, isOWS(first) { text = text.dropFirst() }
        while let last = text.last, isOWS(last) { text = text.dropLast() }
        guard !text.isEmpty else { return nil }
        let semicolon = text.firstIndex(of: UInt8(ascii: ";"))
        var rangeText = text[..<(semicolon ?? text.endIndex)]
        while let last = rangeText.last, isOWS(last) { rangeText = rangeText.dropLast() }
        guard let tag = languageRange(rangeText) else { return nil }
        var quality = 1000
        if let semicolon {
            var weight = text[text.index(after: semicolon)...]
            while let first = weight.first, isOWS(first) { weight = weight.dropFirst() }
            guard let value = qualityValue(weight) else { return nil }
            quality = value
        }
        return Range(tag: tag, quality: quality)
    }

    /// `*` or `1*8ALPHA *("-" 1*8alphanum)`, where `_` also separates subtags (`ru_RU`, the POSIX and
    /// Java spelling, is common in real headers); the range is returned with `-`.
    private static func languageRange(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        if bytes.elementsEqual("*".utf8) { return "*" }
        var subtagLength = 0
        var isFirst = true
        var hasUnderscore = false
        for byte in bytes {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                hasUnderscore = hasUnderscore || byte == UInt8(ascii: "_")
                guard subtagLength > 0 else { return nil }
                subtagLength = 0
                isFirst = false
                continue
            }
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isLetter || (isDigit && !isFirst) else { return nil }
            subtagLength += 1
            guard subtagLength <= 8 else { return nil }
        }
        guard subtagLength > 0 else { return nil }
        guard hasUnderscore else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// `"q=" ( "0" [ "." 0*3DIGIT ] / "1" [ "." 0*3("0") ] )`, in thousandths; `q` in any case.
    private static func qualityValue(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        var rest = bytes
        guard let q = rest.popFirst(), q | 0x20 == UInt8(ascii: "q"), rest.popFirst() == UInt8(ascii: "=") else { return nil }
        guard let unit = rest.popFirst(), unit == UInt8(ascii: "0") || unit == UInt8(ascii: "1") else { return nil }
        var thousandths = unit == UInt8(ascii: "1") ? 1000 : 0
        guard let dot = rest.popFirst() else { return thousandths }
        guard dot == UInt8(ascii: "."), rest.count <= 3 else { return nil }
        var scale = 100
        for byte in rest {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            thousandths += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return thousandths <= 1000 ? thousandths : nil
    }
}
