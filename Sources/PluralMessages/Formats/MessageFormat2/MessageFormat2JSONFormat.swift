import Foundation
import PluralCore

/// `<language>.mf2.json` files of Unicode MessageFormat 2 texts, in MessageFormat folders
/// (``MessageFormatFiles``): a folder may hold both while its messages move to MF2, and a key in
/// both files of a language takes the MF2 file's text.
struct MessageFormat2JSONFormat: MessageFormatFolderFormat {
    var kinds: [MessageOrigin.Kind] { [.messageformat2] }
    var written: MessageFileFormat? { .messageformat2 }
    var syntax: MessageText.Syntax { .messageFormat2 }
    var fileDescription: String? { "MessageFormat 2 <language>.mf2.json" }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        MessageFormatFiles.isJSON(url) && MessageFormatFiles.isMF2(url) ? .messageformat2 : nil
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        MessageFormat2Writer(rulesProvider: rulesProvider).write(table, languages: languages)
    }
}
