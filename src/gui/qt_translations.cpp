// Qt's own texts in the player's language.
#include "gui/qt_translations.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace marienbad {

std::unique_ptr<QTranslator> install_qt_translations(Language language) {
    if (language != Language::french) {
        return nullptr;
    }
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral("qtbase_fr"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        return nullptr;
    }
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

}  // namespace marienbad
