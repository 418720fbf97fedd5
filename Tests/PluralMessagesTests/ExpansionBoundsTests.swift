import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// Rendering work and diagnostics stay bounded whatever a file asks for (issue 15).
@Suite struct ExpansionBoundsTests {
    /// 64 variables, each form naming the next variable twice: 2⁶³ expansions that print nothing.
    static func doublingEntry(levels: Int, formKey: String) -> [String: Any] {
        var entry: [String: Any] = ["NSStringLocalizedFormatKey": "%1$#@v0@"]
        for index in 0..<levels {
            entry["v\(index)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                  formKey: "%1$#@v\(index + 1)@%1$#@v\(index + 1)@"]
        }
        entry["v\(levels)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", formKey: ""]
        return entry
    }

    static func table(_ entry: [String: Any]) throws -> MessageTable {
        let data = try PropertyListSerialization.data(fromPropertyList: ["bomb": entry], format: .xml, options: 0)
        var table = MessageTable(name: "Bomb")
        try table.add(contentsOf: data, kind: .stringsdict, language: "en")
        return table
    }

    @Test(arguments: ["other", "one"])
    func exponentialExpansionWithoutOutputStopsAtTheStepBudget(formKey: String) throws {
        // 63 variables nest within the depth limit. With only `other` forms, 1 selects `one` in
        // English: every expansion falls back to `other` and would add a diagnostic.
        let table = try Self.table(Self.doublingEntry(levels: MessageLimits.maximumNestingDepth - 2, formKey: formKey))
        do {
            let rendered = try MessageRenderer.icu().render(key: "bomb", in: table, preferredLanguages: ["en"], arguments: [1])
            Issue.record("rendered \(rendered.text.utf8.count) bytes")
        } catch {
            #expect(error.reason == .expansionTooLarge(limit: MessageLimits.maximumExpansionSteps))
            #expect(error.description.contains("\(MessageLimits.maximumExpansionSteps) steps"))
        }
    }

    @Test func diagnosticsAreReportedOnceAndCapped() throws {
        // 150 different variables, each lacking the `one` form that 1 selects.
        var variables: [String: MessageVariable] = [:]
        var format = ""
        for index in 0..<150 {
            variables["v\(index)"] = MessageVariable(name: "v\(index)", kind: nil, valueType: "d", forms: [.category(.other): MessageText("")])
            format += "%1$#@v\(index)@%1$#@v\(index)@"
        }
        let message = LocalizedMessage(key: "many", language: "en", body: .text(MessageText(format)), variables: variables,
                                       origin: MessageOrigin(file: nil, kind: .stringsdict))
        let rendered = try MessageRenderer.icu().render(message, arguments: [1])
        #expect(rendered.diagnostics.count == MessageLimits.maximumDiagnostics + 1)
        #expect(rendered.diagnostics.last?.kind == .diagnosticsDropped(limit: MessageLimits.maximumDiagnostics))
        // Each variable is reported once although it is expanded twice.
        #expect(Set(rendered.diagnostics.dropLast().map(\.place)).count == MessageLimits.maximumDiagnostics)
    }
}
