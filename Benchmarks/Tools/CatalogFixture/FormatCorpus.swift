import Foundation

/// A folder of one format holding English and Russian plural messages: the key rendered (Russian
/// "%d файл" / "%d файла" / "%d файлов") and `keys - 1` more of the same shape with other words.
/// Written to a temporary folder; its files and bytes are printed once, for the throughput figures.
public final class FormatCorpus: Sendable {
    /// The formats written.
    public enum Format: String, CaseIterable, Sendable {
        case stringsdict = ".stringsdict"
        case xcstrings = ".xcstrings"
        case android = "Android"
        case messageFormat = "MessageFormat"
        case messageFormat2 = "MessageFormat 2"
        case i18next = "i18next"
        case gettext = "gettext PO"

        /// The name of the counted argument of formats that take arguments by name.
        public var argumentName: String? {
            switch self {
            case .stringsdict, .xcstrings, .android, .gettext: nil
            case .messageFormat, .messageFormat2, .i18next: "count"
            }
        }

        /// The first message's key: gettext keys a message by its `msgid`.
        public var renderedKey: String { self == .gettext ? "%d file" : "files" }
    }

    /// The folder written.
    public let folder: URL
    /// How many files and bytes were written.
    public let files: Int, bytes: Int

    /// Writes the folder of a format with `keys` messages per language.
    public init(_ format: Format, keys: Int) {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("format-corpus-\(getpid())-\(format.rawValue.filter(\.isLetter))-\(keys)")
        try? FileManager.default.removeItem(at: folder)
        var (bytes, files) = (0, 0)
        for (path, text) in Self.files(format, keys: keys) {
            let url = folder.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data(text.utf8)
            try! data.write(to: url)
            bytes += data.count
            files += 1
        }
        (self.files, self.bytes) = (files, bytes)
    }

    /// The forms of message `index` in a language, by category (`one`, `few`, `many`, `other`), with
    /// `%d` where the number goes.
    static func forms(_ index: Int, language: String) -> [(category: String, text: String)] {
        let suffix = index == 0 ? "" : " \(index)"
        if language == "ru" {
            return [("one", "%d файл\(suffix)"), ("few", "%d файла\(suffix)"), ("many", "%d файлов\(suffix)"), ("other", "%d файла\(suffix)")]
        }
        return [("one", "%d file\(suffix)"), ("other", "%d files\(suffix)")]
    }

    static func key(_ index: Int) -> String { index == 0 ? "files" : "files\(index)" }

    /// Each file's path in the folder and its text.
    static func files(_ format: Format, keys: Int) -> [(String, String)] {
        let languages = ["en", "ru"]
        switch format {
        case .stringsdict:
            return languages.map { language in
                var text = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>\n
                    """
                for index in 0..<keys {
                    text += "\t<key>\(key(index))</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n"
                    text += "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                    text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
                    for form in forms(index, language: language) {
                        text += "\t\t\t<key>\(form.category)</key>\n\t\t\t<string>\(form.text)</string>\n"
                    }
                    text += "\t\t</dict>\n\t</dict>\n"
                }
                return ("\(language).lproj/Localizable.stringsdict", text + "</dict>\n</plist>\n")
            }
        case .xcstrings:
            var entries: [String] = []
            for index in 0..<keys {
                let localizations = languages.map { language in
                    let plural = forms(index, language: language).map { form in
                        "\"\(form.category)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(form.text.replacingOccurrences(of: "%d", with: "%lld"))\" } }"
                    }
                    return "\"\(language)\" : { \"variations\" : { \"plural\" : { \(plural.joined(separator: ", ")) } } }"
                }
                entries.append("    \"\(key(index))\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }")
            }
            return [("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n")]
        case .android:
            return languages.map { language in
                var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
                for index in 0..<keys {
                    text += "    <plurals name=\"\(key(index))\">\n"
                    for form in forms(index, language: language) {
                        text += "        <item quantity=\"\(form.category)\">\(form.text)</item>\n"
                    }
                    text += "    </plurals>\n"
                }
                return (language == "en" ? "res/values/strings.xml" : "res/values-\(language)/strings.xml", text + "</resources>\n")
            }
        case .messageFormat:
            return languages.map { language in
                let entries = (0..<keys).map { index in
                    let cases = forms(index, language: language).map { "\($0.category) {\($0.text.replacingOccurrences(of: "%d", with: "#"))}" }
                    return "  \"\(key(index))\": \"{count, plural, \(cases.joined(separator: " "))}\""
                }
                return ("\(language).json", "{\n\(entries.joined(separator: ",\n"))\n}\n")
            }
        case .messageFormat2:
            return languages.map { language in
                let entries = (0..<keys).map { index in
                    let variants = forms(index, language: language).map { form in
                        "\(form.category == "other" ? "*" : form.category) {{\(form.text.replacingOccurrences(of: "%d", with: "{$count}"))}}"
                    }
                    return "  \"\(key(index))\": \".input {$count :integer}\\n.match $count\\n\(variants.joined(separator: "\\n"))\""
                }
                return ("\(language).mf2.json", "{\n\(entries.joined(separator: ",\n"))\n}\n")
            }
        case .i18next:
            return languages.map { language in
                let entries = (0..<keys).flatMap { index in
                    forms(index, language: language).map { form in
                        "  \"\(key(index))_\(form.category)\": \"\(form.text.replacingOccurrences(of: "%d", with: "{{count}}"))\""
                    }
                }
                return ("locales/\(language)/translation.json", "{\n\(entries.joined(separator: ",\n"))\n}\n")
            }
        case .gettext:
            return languages.map { language in
                let pluralForms = language == "ru"
                    ? "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
                    : "nplurals=2; plural=(n != 1);"
                var text = "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"MIME-Version: 1.0\\n\"\n"
                text += "\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Content-Transfer-Encoding: 8bit\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n"
                for index in 0..<keys {
                    let english = forms(index, language: "en")
                    // gettext's Russian forms: one, few, many (its formula has no `other`).
                    let translated = forms(index, language: language).filter { language != "ru" || $0.category != "other" }
                    text += "\n#, c-format\nmsgid \"\(english[0].text)\"\nmsgid_plural \"\(english[1].text)\"\n"
                    for (position, form) in translated.enumerated() {
                        text += "msgstr[\(position)] \"\(form.text)\"\n"
                    }
                }
                return ("po/\(language).po", text)
            }
        }
    }
}
