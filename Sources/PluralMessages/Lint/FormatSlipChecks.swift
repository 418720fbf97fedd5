/// What the slips of one format text explain, so that other checks do not report them again.
struct FormatSlips {
    /// UTF-8 offsets of the `%` of specifiers a slip finding explains.
    var explainedOffsets: Set<Int> = []
    /// Variables named by broken references (`%# @sites @`): not "unused".
    var brokenReferences: Set<String> = []

    func explains(_ offset: Int) -> Bool { explainedOffsets.contains(offset) }
}

/// Slips of the pen in format texts that CoreFoundation reads otherwise than the writer meant:
/// a width before a variable (`%1#@count@`, probably meant `%1$#@count@`), a position that lost its `%` (`2$@`, printed as is), a broken variable reference (`%# @sites @`,
/// which CoreFoundation reads as `%@`), and a `%` followed by a space and a word (`% publicacions`,
/// read as the conversion `%p` with the space flag: the `@` of `%@` was lost).
///
/// CoreFoundation's specifier parser (`__CFParseFormatSpec`) takes a space as a flag and goes on to
/// the next character; `%#@` starts a name of ASCII letters, digits and `_` that must end with `@`,
/// and any other character ends the reference, after which the next `@` is the `%@` conversion.
extension MessageCheck {
    mutating func checkSlips(in text: MessageText, place: String) -> FormatSlips {
        var slips = FormatSlips()
        let source = text.source
        let bytes = Array(source.utf8)
        guard bytes.contains(where: { [UInt8(ascii: "%"), UInt8(ascii: "$"), UInt8(ascii: "@"), 0xAA].contains($0) }) else { return slips }
        let formatted = context.isFormatted || message.origin.kind != .strings
        // CoreFoundation's slips (a width on a variable, a broken reference, `% word`, a stray `%`, `@@`
        // for `%@`) are Apple's reading: a Java text's `%,d`, `%(d` and `% d` are valid, and what Java's
        // `Formatter` refuses (`%Β`, `% ц`) is the parser's error, which names Java's exception.
        let apple = text.syntax == .printf
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                    index += 2
                    continue
                }
                if !apple {
                    // Java's `%%` is skipped above; the parser reads every other `%`. C's (a c-format PO
                    // entry): a `%` its parser reads as no conversion, which `msgfmt -c` refuses.
                    if text.syntax == .cFormat, case let .success(parsed) = text.parsed, parsed.oddities.contains(where: { $0.offset == index && $0.kind.endsNoConversion }) {
                        slips.explainedOffsets.insert(index)
                        // `%!s`: the stray part and the conversion letters it mangled.
                        let stray = Self.strayPercent(in: bytes, at: index)?.written ?? String(decoding: bytes[index...].prefix(2), as: UTF8.self)
                        let written = stray + (Self.conversionAfter(bytes, at: index + stray.utf8.count) ?? "")
                        add(.error, .strayPercent, "\(place): '\(written)' is no C conversion: msgfmt -c refuses the entry, and C's printf shows no argument there",
                            hint: "write the conversion that was meant (%d, %s, %<PRIu64>), or '%%' for a percent sign", at: source.scalarOffset(ofUTF8Offset: index))
                    }
                } else if let width = Self.widthOnVariable(in: bytes, at: index) {
                    // `%1#@count@`: CoreFoundation reads a variable with an ignored width 1.
                    slips.explainedOffsets.insert(index)
                    add(.warning, .widthOnVariable,
                        "\(place): '%\(width)#@' is a variable with a width \(width), which Apple ignores",
                        hint: "write '%\(width)$#@' to name argument \(width), or '%#@' for the next argument", at: source.scalarOffset(ofUTF8Offset: index))
                } else if let broken = Self.brokenReference(in: bytes, at: index) {
                    slips.explainedOffsets.insert(index)
                    if !broken.name.isEmpty { slips.brokenReferences.insert(broken.name) }
                    add(.error, .brokenReference,
                        "\(place): '\(broken.written)' is no reference to \(broken.name.isEmpty ? "a variable" : "the variable '\(broken.name)'"): Apple reads it as a %@ conversion and prints an argument instead",
                        hint: "write %#@\(broken.name.isEmpty ? "name" : broken.name)@ with no spaces (names are ASCII letters, digits and '_')", at: source.scalarOffset(ofUTF8Offset: index))
                } else if formatted, let word = Self.spacedWord(in: bytes, at: index) {
                    slips.explainedOffsets.insert(index)
                    // `50% af`, `%1$d% af`, `100 % garanti`: a percent sign after a number; `% publicacions`
                    // at the start of a word: a `%@` that lost its `@`.
                    let previous = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
                    let percentSign = previous != UInt8(ascii: " ") || (index > 1 && bytes[index - 2].asciiDigit != nil)
                    let conversion = word.first.map(String.init) ?? ""
                    // A text that takes no argument in any language is shown as written ("100% anonymous"):
                    // the slip matters only if the text is ever used as a format.
                    let severity: LintFinding.Severity = context.isFormatted ? .error : .warning
                    let reading = conversion == "p" ? "the conversion %p, with the space flag: Apple prints the argument's address (0x…) followed by '\(word.dropFirst())'"
                        : "a conversion with the space flag ('% \(conversion)'), not as text"
                    add(severity, .lostConversion,
                        "\(place): '% \(word)' is read as \(reading)"
                            + (percentSign ? "" : "; the '@' of '%@' was probably lost")
                            + (context.isFormatted ? "" : " if the text is used as a format (it takes no argument in any language)"),
                        hint: percentSign ? "write '%%' for a percent sign in a text that takes arguments" : "write '%@ \(word)' (or '%%' for a percent sign)", at: source.scalarOffset(ofUTF8Offset: index))
                } else if formatted, let stray = Self.strayPercent(in: bytes, at: index) {
                    slips.explainedOffsets.insert(index)
                    let strayPlace = "\(place): '\(stray.written)'"
                    if let lost = Self.conversionAfter(bytes, at: index + stray.written.utf8.count) {
                        // `%!d`, `%Id`: a conversion mangled before its letters; they are printed, the number is not.
                        add(context.isFormatted ? .error : .warning, .strayPercent,
                            "\(place): '\(stray.written)\(lost)' is a conversion that lost its number: Apple prints '\(stray.printed == stray.stoppedAt ? "" : String(stray.printed))\(stray.stoppedAt)\(lost)' and no number",
                            hint: "write the conversion that was meant ('%\(lost)')", at: source.scalarOffset(ofUTF8Offset: index))
                    } else if stray.printed == stray.stoppedAt {
                        add(.warning, .strayPercent, "\(strayPlace) has a '%' before no conversion: Apple drops the '%' and prints '\(stray.printed)'",
                            hint: "remove the '%', or write '%%' for a percent sign", at: source.scalarOffset(ofUTF8Offset: index))
                    } else {
                        add(context.isFormatted ? .error : .warning, .strayPercent, "\(strayPlace) is no conversion: Apple prints '\(stray.printed)' and drops '\(stray.stoppedAt)'",
                            hint: "remove the '%' (or write '%%' for a percent sign, or the conversion that was meant)", at: source.scalarOffset(ofUTF8Offset: index))
                    }
                }
                index += 1
                continue
            }
            if formatted, let written = Self.foreignPercent(in: bytes, at: index) {
                // `٪ld`, `٪ d`, `٪1$@`: the Arabic percent sign (U+066A) for '%', printed as is; no number.
                add(context.isFormatted ? .error : .warning, .lostPercent,
                    "\(place): '\(written)' starts with the Arabic percent sign '٪', not '%': it is printed as is and the argument is not shown",
                    hint: "write '%\(written.dropFirst().filter { $0 != " " })'", at: source.scalarOffset(ofUTF8Offset: index))
                index += written.utf8.count
                continue
            }
            if formatted, apple, Self.lostPercentOfObject(in: bytes, at: index) {
                // `@@` for `%@`: the '%' became an '@'.
                add(context.isFormatted ? .error : .warning, .lostPercent,
                    "\(place): '@@' is printed as is: a '%@' whose '%' became '@', and the argument is not shown",
                    hint: "write '%@'", at: source.scalarOffset(ofUTF8Offset: index))
                index += 2
                continue
            }
            if let digitsEnd = Self.lostPosition(in: bytes, at: index) {
                let written = String(decoding: bytes[index..<digitsEnd], as: UTF8.self)
                add(.error, .lostPercent,
                    "\(place): '\(written)' is printed as is: its '%' is missing",
                    hint: "write '%\(written)'", at: source.scalarOffset(ofUTF8Offset: index))
                index = digitsEnd
                continue
            }
            index += 1
        }
        return slips
    }

    /// `%合`, `%1ημ`, `%1$ و`: a `%` whose specifier ends in a character that is no conversion.
    /// CoreFoundation then prints the one character right after the `%` and goes on after the
    /// stopping character. A space is a flag there: `%1$ و` (a translation's broken `%1$d`) prints "1".
    static func strayPercent(in bytes: [UInt8], at start: Int) -> (written: String, printed: Character, stoppedAt: Character)? {
        var index = start + 1
        let skipped = Array("0123456789-+#.'$hlqLztj ".utf8)
        while index < bytes.count, skipped.contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }  // a `%` at the end: the parser reports it
        let stop = bytes[index]
        if stop < 0x80, Array("%@dDiuUxXoOfFeEgGaAcCsSnpP *[".utf8).contains(stop) { return nil }
        func character(at offset: Int) -> Character {
            String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).first ?? "?"
        }
        let stoppedAt = character(at: index)
        let end = index + String(stoppedAt).utf8.count
        return (String(decoding: bytes[start..<end], as: UTF8.self), character(at: start + 1), stoppedAt)
    }

    /// The conversion letters right at `start` (`d`, `ld`, `lld`, `@`), when a word does not go on after
    /// them: what follows a mangled `%!` or `%I`.
    static func conversionAfter(_ bytes: [UInt8], at start: Int) -> String? {
        var index = start
        while index < bytes.count, index - start < 2, Array("hlqzjt".utf8).contains(bytes[index]) { index += 1 }
        guard index < bytes.count, Array("@dDiuUfFeEgG".utf8).contains(bytes[index]) else { return nil }
        let after = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
        guard !isLetter(after), after < 0x80 else { return nil }
        return String(decoding: bytes[start...index], as: UTF8.self)
    }

    /// `٪d`, `٪ ld`, `٪1$@`: the Arabic percent sign (U+066A) followed by a conversion; what is written.
    static func foreignPercent(in bytes: [UInt8], at start: Int) -> String? {
        guard start + 1 < bytes.count, bytes[start] == 0xD9, bytes[start + 1] == 0xAA else { return nil }
        var index = start + 2
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let digits = index
        while index < bytes.count, bytes[index].asciiDigit != nil { index += 1 }
        if index > digits {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else { return nil }
            index += 1
        }
        guard let conversion = conversionAfter(bytes, at: index) else { return nil }
        return String(decoding: bytes[start..<(index + conversion.utf8.count)], as: UTF8.self)
    }

    /// `@@` standing alone (not after a name or a `%#@name@` reference, not before a name): a `%@`
    /// whose '%' became '@'.
    static func lostPercentOfObject(in bytes: [UInt8], at start: Int) -> Bool {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "@"), bytes[start + 1] == UInt8(ascii: "@") else { return false }
        let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
        let after = start + 2 < bytes.count ? bytes[start + 2] : UInt8(ascii: " ")
        // `@%@@%@` ("@user@server") is two conversions, each after an '@'.
        let quiet: (UInt8) -> Bool = { !isNameByte($0) && $0 < 0x80 && !"@%".utf8.contains($0) }
        return quiet(before) && quiet(after)
    }

    /// `%1#@name@`: digits (a width, not a position: no `$`) before `#@`; the digits.
    static func widthOnVariable(in bytes: [UInt8], at start: Int) -> String? {
        var index = start + 1
        while index < bytes.count, bytes[index].asciiDigit != nil { index += 1 }
        guard index > start + 1, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") else { return nil }
        return String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    }

    /// `%#@name …`, `%# @name@`: a reference CoreFoundation does not read as one (name, as written).
    static func brokenReference(in bytes: [UInt8], at start: Int) -> (name: String, written: String)? {
        var index = start + 1
        while index < bytes.count, bytes[index].asciiDigit != nil { index += 1 }
        if index > start + 1 {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else { return nil }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        var spaced = false
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
            spaced = true
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return nil }
        index += 1
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        let closed = index < bytes.count && bytes[index] == UInt8(ascii: "@")
        if !spaced, closed, !name.isEmpty { return nil }  // a good reference
        if !spaced, closed { return nil }  // `%#@@`: the parser reports the empty name
        // The written text up to the next `@` (or a few bytes), to show it.
        var end = index
        while end < bytes.count, end - index < 24, bytes[end] != UInt8(ascii: "@"), bytes[end] != UInt8(ascii: "%") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "@") { end += 1 }
        return (name, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// `% word`: a `%`, spaces, then at least two letters (a word, not a deliberate `% d`).
    static func spacedWord(in bytes: [UInt8], at start: Int) -> String? {
        var index = start + 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: " ") else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let wordStart = index
        while index < bytes.count, bytes[index] >= 0x80 || isLetter(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
        guard word.count >= 2, let first = word.unicodeScalars.first, first.isASCII, isLetter(UInt8(first.value)) else { return nil }
        return word
    }

    /// `2$@`, `1$d`, `3$#@name@` not preceded by `%`: the end of what would be the specifier.
    static func lostPosition(in bytes: [UInt8], at start: Int) -> Int? {
        // After `*`, C's argument of a width or precision (`%2$.*1$s`).
        guard bytes[start].asciiDigit != nil, start == 0 || (bytes[start - 1].asciiDigit == nil && bytes[start - 1] != UInt8(ascii: "%") && bytes[start - 1] != UInt8(ascii: "*")) else {
            return nil
        }
        var index = start
        while index < bytes.count, bytes[index].asciiDigit != nil { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else { return nil }
        index += 1
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
            var end = index + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            return end < bytes.count && bytes[end] == UInt8(ascii: "@") ? end + 1 : nil
        }
        let lengthStart = index
        while index < bytes.count, index - lengthStart < 2, Array("hlqLzjt".utf8).contains(bytes[index]) { index += 1 }
        guard index < bytes.count, Array("@dDiuUxXoOfFeEgGaAcCsS".utf8).contains(bytes[index]) else { return nil }
        // `1$d` followed by a letter is a word ("1$day"), not a lost specifier; `2$@` and `2$lld ` are.
        let after = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
        if bytes[index] != UInt8(ascii: "@"), isLetter(after) { return nil }
        return index + 1
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.asciiDigit != nil || isLetter(byte) || byte == UInt8(ascii: "_")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
