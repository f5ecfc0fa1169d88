// Loading and saving the window's settings.
#include "gui/window_settings.hpp"

#include <QSettings>
#include <QStringList>
#include <algorithm>

namespace marienbad {

WindowSettings load_window_settings() {
    QSettings file(QStringLiteral("marienbad"), QStringLiteral("marienbad"));
    WindowSettings settings;
    settings.geometry = file.value(QStringLiteral("window/geometry")).toByteArray();
    settings.palette =
        file.value(QStringLiteral("view/palette")).toString() == QStringLiteral("classic")
            ? PaletteKind::classic
            : PaletteKind::colour_blind_safe;
    settings.pitch = std::clamp(
        file.value(QStringLiteral("view/pitch"), WindowSettings{}.pitch).toDouble(), 16.0, 96.0);
    const QString game = file.value(QStringLiteral("game/name")).toString();
    if (!game.isEmpty()) {
        RememberedGame remembered{game.toStdString(), {}};
        file.beginGroup(QStringLiteral("game/values"));
        for (const QString& key : file.childKeys()) {
            std::vector<std::string> texts;
            for (const QString& text : file.value(key).toStringList()) {
                texts.push_back(text.toStdString());
            }
            remembered.values.emplace_back(key.toStdString(), std::move(texts));
        }
        file.endGroup();
        settings.last_game = std::move(remembered);
    }
    return settings;
}

void save_window_settings(const WindowSettings& settings) {
    QSettings file(QStringLiteral("marienbad"), QStringLiteral("marienbad"));
    file.setValue(QStringLiteral("window/geometry"), settings.geometry);
    file.setValue(QStringLiteral("view/palette"), settings.palette == PaletteKind::classic
                                                      ? QStringLiteral("classic")
                                                      : QStringLiteral("safe"));
    file.setValue(QStringLiteral("view/pitch"), settings.pitch);
    if (settings.last_game) {
        file.setValue(QStringLiteral("game/name"),
                      QString::fromStdString(settings.last_game->name));
        file.remove(QStringLiteral("game/values"));
        file.beginGroup(QStringLiteral("game/values"));
        for (const auto& [name, texts] : settings.last_game->values) {
            QStringList list;
            for (const std::string& text : texts) {
                list << QString::fromStdString(text);
            }
            file.setValue(QString::fromStdString(name), list);
        }
        file.endGroup();
    }
}

ParameterValues with_remembered(const GameDescription& game, const ParameterValues& given,
                                const WindowSettings& settings) {
    if (!settings.last_game || settings.last_game->name != game.name()) {
        return given;
    }
    // A remembered value is laid under the command line's unless the command line gives it, or
    // gives what replaces it, or what it replaces (Nim's --piles and --columns).
    const ParameterValues recalled = recalled_values(game, *settings.last_game);
    const auto& specs = given.specs();
    const auto replaced_by_given = [&](const ParameterSpec& spec) {
        return (!spec.unless.empty() && given.given(spec.unless)) ||
               std::any_of(specs.begin(), specs.end(), [&](const ParameterSpec& other) {
                   return other.unless == spec.name && given.given(other.name);
               });
    };
    ParameterValues values = given;
    for (const ParameterSpec& spec : specs) {
        if (recalled.given(spec.name) && !given.given(spec.name) && !replaced_by_given(spec)) {
            values.give_all(spec.name, recalled.texts(spec.name));
        }
    }
    return values;
}

}  // namespace marienbad
