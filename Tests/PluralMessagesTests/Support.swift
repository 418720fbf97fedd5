import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages

enum Fixtures {
    static let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static let tables = try! MessageTable.load(contentsOf: url("Tables"))
    static let catalog = try! MessageTable.load(contentsOf: url("Catalog/Localizable.xcstrings"))
}

extension MessageRenderer {
    static func icu(locale: String? = nil, policy: PluralSelectionPolicy = .apple, device: String? = nil, width: Int? = nil) -> MessageRenderer {
        MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(zeroPolicy: policy, formattingLocale: locale.map { Locale(identifier: $0) }, device: device, width: width))
    }
}

/// Renders a key of a table in a language (exactly that language's message).
func render(
    _ key: String, _ language: String, _ arguments: [MessageArgument], table: MessageTable = Fixtures.tables,
    renderer: MessageRenderer = .icu()
) throws -> String {
    guard let message = table.message(forKey: key, language: language) else {
        throw MessageError(.keyNotFound, key: key, language: language, place: "test")
    }
    return try renderer.render(message, arguments: .positional(arguments)).text
}

/// The reason of the error a rendering throws, or `nil` when it succeeds.
func renderingError(
    _ key: String, _ language: String, _ arguments: [MessageArgument], table: MessageTable = Fixtures.tables
) -> MessageError? {
    do {
        _ = try render(key, language, arguments, table: table)
        return nil
    } catch let error as MessageError {
        return error
    } catch {
        return nil
    }
}
