// The window's announcements, a notification for assistive technology.
#include "gui/announcer.hpp"

#include <QAccessible>
#include <QAccessibleWidget>

namespace marienbad {
namespace {

class AnnouncerAccessible : public QAccessibleWidget {
  public:
    explicit AnnouncerAccessible(QWidget* widget)
        : QAccessibleWidget(widget, QAccessible::Notification) {}

    QString text(QAccessible::Text kind) const override {
        if (kind == QAccessible::Name) {
            return static_cast<const Announcer*>(widget())->said();
        }
        return QAccessibleWidget::text(kind);
    }
};

QAccessibleInterface* announcer_interface(const QString& class_name, QObject* object) {
    if (class_name == QLatin1String("marienbad::Announcer") && object != nullptr &&
        object->isWidgetType()) {
        return new AnnouncerAccessible(static_cast<QWidget*>(object));
    }
    return nullptr;
}

}  // namespace

Announcer::Announcer(QWidget* parent) : ElidedLabel(parent, false) {
    QAccessible::removeFactory(announcer_interface);
    QAccessible::installFactory(announcer_interface);
}

void Announcer::announce(const QString& text) {
    ++count_;
    set_full_text(text);
    // Its name is what it says: assistive technology is told it changed, even to the same words.
    QAccessibleEvent event(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

}  // namespace marienbad
