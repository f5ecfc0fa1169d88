// Qt's own texts (the buttons of a message box: "&Yes", "Cancel"...) in the player's language,
// from Debian's qt6-translations-l10n: ours come from the gettext catalogues, Qt's from its own.
#pragma once

#include <QTranslator>
#include <memory>

#include "i18n/i18n.hpp"

namespace marienbad {

// Installs Qt's translation of `language` in the running application; English needs none. The
// translator must live as long as it is installed; null when none was needed or found.
std::unique_ptr<QTranslator> install_qt_translations(Language language);

}  // namespace marienbad
