import Foundation
import PluralCore

/// A file's messages as its reader made them (formats read whole, through Foundation).
final class ReadMessages: MessageEntries {
    let kind: MessageOrigin.Kind
    let file: URL?
    private let messages: [LocalizedMessage]
    var decodesOnDemand: Bool { false }

    private init(kind: MessageOrigin.Kind, file: URL?, messages: [LocalizedMessage]) {
        self.kind = kind
        self.file = file
        self.messages = messages
    }

    func message(entry: Int, key: String, language: String) -> LocalizedMessage { messages[entry] }

    /// The messages of each language, indexed as the `source`-th file of a table.
    static func indexing(_ byLanguage: consuming [String: [String: LocalizedMessage]], kind: MessageOrigin.Kind, file: URL?, source: UInt32) -> IndexedFile {
        var messages: [LocalizedMessage] = []
        messages.reserveCapacity(byLanguage.values.reduce(0) { $0 + $1.count })
        var keys: [String: [String: MessageSlot]] = [:]
        for (language, entries) in byLanguage {
            var slots: [String: MessageSlot] = [:]
            slots.reserveCapacity(entries.count)
            for (key, message) in entries {
                slots[key] = MessageSlot(source: source, entry: UInt32(messages.count))
                messages.append(message)
            }
            keys[language] = slots
        }
        return IndexedFile(entries: ReadMessages(kind: kind, file: file, messages: messages), keys: keys)
    }
}
