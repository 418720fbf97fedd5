import Foundation
@testable import LocalizedAccessorsGenerator
@testable import PluralMessages
import Testing

/// Differential: for every message of every fixture tree (this target's, the message layer's and the
/// sample consumer's), the accessor takes the arguments `MessageSignature` reports (positions,
/// MessageFormat names, the variables that label them), and the values an accessor passes for its
/// parameter types are ones the renderer binds.
@Suite struct SignatureAgreementTests {
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static let trees = ["LocalizedAccessorsGeneratorTests", "Tests/PluralMessagesTests/Fixtures", "Scripts/AccessorsConsumer/Sources/Shop"]

    static func url(ofTree tree: String) -> URL {
        tree == "LocalizedAccessorsGeneratorTests" ? TestTables.fixtures : repository.appendingPathComponent(tree, isDirectory: true)
    }

    /// Chooses `other` for every number: which form is chosen does not matter here, only binding.
    struct OtherRules: PluralRules, PluralRulesProvider {
        var type: PluralRuleType = .cardinal
        var categories: [PluralCategory] { [.other] }
        var hasPluralData: Bool { true }
        var rules: [PluralRuleText] { [] }
        func category(for value: Int) -> PluralCategory { .other }
        func category(for value: Double) -> PluralCategory { .other }
        func category(for number: PluralDecimal) throws -> PluralCategory { .other }
        func rules(for locale: String, type: PluralRuleType, strict: Bool) throws -> any PluralRules { OtherRules(type: type) }
    }

    /// What a generated accessor passes for a parameter of this kind (see AccessorGenerator).
    static func value(for kind: AccessorArgument.Kind) -> MessageArgument {
        switch kind {
        case .integer, .number: .integer(5)
        case .floatingPoint: .floatingPoint(1.5)
        case .string, .text: .string("Anna")
        case .gender: .string(GrammaticalGender.female.rawValue)
        case let .select(keywords): .string(keywords.first ?? "other")
        }
    }

    /// Render failures that mean the arguments do not fit the message.
    static func isBindingFailure(_ reason: MessageError.Reason) -> Bool {
        switch reason {
        case .missingArgument, .missingNamedArgument, .unknownArgumentName, .wrongArgumentType, .invalidArgumentValue: true
        default: false
        }
    }

    @Test(arguments: trees)
    func accessorsTakeWhatTheSignatureReports(tree: String) throws {
        let source = TableSource(inputs: [Self.url(ofTree: tree)])
        let renderer = MessageRenderer(rulesProvider: OtherRules())
        var compared = 0
        for part in source.tables {
            let table = source.load(part)
            for (language, messages) in table.messages.sorted(by: { $0.key < $1.key }) {
                for (key, message) in messages.sorted(by: { $0.key < $1.key }) {
                    let place = "\(tree) \(part.name) \(language) '\(key)'"
                    let signature = MessageSignature(message)
                    let accessor: AccessorSignature
                    do {
                        accessor = try AccessorSignature(of: message)
                    } catch {
                        // Only a message the signature finds fault with, or whose argument no one Swift type serves.
                        #expect(!signature.defects.isEmpty || signature.arguments.contains { !$0.conflictingTypes.isEmpty || !$0.shownAs.isEmpty }
                                || signature.variables.contains { if case .unsupported = $0.kind { true } else { $0.valueType == .string } }, "\(place): \(error)")
                        continue
                    }
                    #expect(signature.defects.isEmpty, "\(place): \(signature.defects)")
                    let reported = signature.showsTextWithoutArguments ? [] : signature.arguments
                    #expect(accessor.arguments.map(\.position) == reported.map(\.position), "\(place): \(signature)")
                    for (argument, expected) in zip(accessor.arguments, reported) {
                        #expect(argument.argumentName == expected.name, "\(place): \(signature)")
                        // Labelled exactly when a variable selects on it, by that variable's (or its MessageFormat argument's) name.
                        let selectors = signature.variables.filter { $0.position == expected.position }.map(\.name)
                        #expect((argument.variableName != nil) == !selectors.isEmpty, "\(place): \(signature)")
                        if let label = argument.variableName { #expect(selectors.contains(label) || label == expected.name, "\(place): \(signature)") }
                    }
                    let last = reported.last?.position ?? 0
                    #expect(accessor.gaps == (1..<(last + 1)).filter { position in !reported.contains { $0.position == position } }, "\(place)")
                    // The values the accessor passes render.
                    var values = Array(repeating: MessageArgument.string(""), count: last)
                    for argument in accessor.arguments { values[argument.position - 1] = Self.value(for: argument.kind) }
                    do {
                        _ = try renderer.render(message, arguments: .positional(values))
                    } catch {
                        #expect(!Self.isBindingFailure(error.reason), "\(place): \(error) with \(values)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 10, "\(tree): \(compared) messages")
    }
}
