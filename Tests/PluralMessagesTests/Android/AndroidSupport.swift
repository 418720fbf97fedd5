import Foundation
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages

/// Android messages as android-io's reader makes them: a `<plurals>` is a plural variation on
/// argument 1 whose items are Java `Formatter` texts, a `<string>` a Java text.
enum Android {
    static func plurals(_ items: KeyValuePairs<String, String>, language: String, key: String = "files", file: URL? = nil) -> LocalizedMessage {
        var forms: [PluralMessageForm: MessageBody] = [:]
        for (quantity, text) in items {
            forms[PluralMessageForm(key: quantity)!] = .text(MessageText(javaFormat: text))
        }
        return LocalizedMessage(key: key, language: language, body: .plural(argument: AndroidResourceReader.quantityPosition(of: forms), forms: forms),
                                origin: MessageOrigin(file: file, kind: .android))
    }

    static func string(_ text: String, language: String, key: String = "title") -> LocalizedMessage {
        LocalizedMessage(key: key, language: language, body: .text(MessageText(javaFormat: text)), origin: MessageOrigin(file: nil, kind: .android))
    }
}
