// Our strings in Qt: a UTF-8 std::string (from src/text and the i18n layer) as a QString, and
// translated messages as QStrings — qtr and qtrf, which a QObject's members call where a bare
// tr() would be Qt's own (the catalogues are ours, gettext's; xgettext knows both names).
#pragma once

#include <QString>
#include <string>
#include <utility>

#include "i18n/i18n.hpp"

namespace marienbad {

inline QString qt(const std::string& text) {
    return QString::fromStdString(text);
}

inline QString qtr(const char* msgid) {
    return QString::fromUtf8(marienbad::tr(msgid));
}

template <class... Args>
QString qtrf(const char* msgid, Args&&... args) {
    return qt(marienbad::trf(msgid, std::forward<Args>(args)...));
}

}  // namespace marienbad
