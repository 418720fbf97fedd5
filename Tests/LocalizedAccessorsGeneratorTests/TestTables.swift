import Foundation
@testable import LocalizedAccessorsGenerator
@testable import PluralMessages
import Testing

/// Tables made from texts in memory, and the fixtures folder.
enum TestTables {
    static var fixtures: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures", isDirectory: true)
    }

    /// A table of one file's contents per language.
    static func table(_ name: String = "Localizable", kind: MessageOrigin.Kind, _ contents: [String: String], development: String = "en") throws -> MessageTable {
        var table = MessageTable(name: name, developmentLanguage: kind == .xcstrings ? nil : development)
        for (language, text) in contents.sorted(by: { $0.key < $1.key }) {
            try table.add(contentsOf: Data(text.utf8), kind: kind, language: language)
        }
        return table
    }

    /// The signature of a key in the development language.
    static func signature(_ key: String, in table: MessageTable) throws -> AccessorSignature {
        try AccessorSignature(of: #require(table.message(forKey: key, language: table.developmentLanguage ?? "en")))
    }

    /// A `.stringsdict` of one key with variables (`name: (rule type, value type, forms)`).
    static func stringsdict(_ key: String, format: String, _ variables: [String: (String, String?, [String: String])]) -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        text += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
        for (name, (rule, valueType, forms)) in variables.sorted(by: { $0.key < $1.key }) {
            text += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>\(rule)</string>"
            if let valueType { text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>" }
            for (form, value) in forms.sorted(by: { $0.key < $1.key }) { text += "<key>\(form)</key><string>\(value)</string>" }
            text += "</dict>"
        }
        return text + "</dict></dict></plist>"
    }

    /// The generated source of tables, all files joined.
    static func source(_ tables: [AccessorGenerator.Table]) -> (source: String, diagnostics: [AccessorDiagnostic]) {
        let output = AccessorGenerator().generate(tables)
        return (output.files.map(\.contents).joined(separator: "\n"), output.diagnostics)
    }
}
