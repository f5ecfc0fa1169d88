// The window's announcements: a line of the side panel that says what the last action did (the
// moves, the hint's step, a refusal, the end: play/announcements.hpp) — its first words on the
// screen, where the messages say it all — and which assistive technology knows as a notification
// whose name, the whole announcement, changes with each one: Qt 6.4 has no announcement event, so
// a screen reader hears them as the notification's name changing.
#pragma once

#include <QString>

#include "gui/elided_label.hpp"

namespace marienbad {

class Announcer : public ElidedLabel {
    Q_OBJECT

  public:
    explicit Announcer(QWidget* parent = nullptr);

    // Says `text` (shown, and told to assistive technology); the same text again is told again.
    void announce(const QString& text);
    // How many announcements were made (the tests count them).
    int count() const { return count_; }
    // The whole of the last one.
    const QString& said() const { return full_text(); }

  private:
    int count_ = 0;
};

}  // namespace marienbad
