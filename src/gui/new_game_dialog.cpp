// The new-game dialog's fields from the flow's form.
#include "gui/new_game_dialog.hpp"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// A number whose choices are shown as the numbers themselves takes a spin box.
bool plain_numbers(const FormItem& item) {
    if (!item.first_number) {
        return false;
    }
    for (std::size_t i = 0; i < item.shown.size(); ++i) {
        if (item.shown[i] != std::to_string(*item.first_number + static_cast<int>(i))) {
            return false;
        }
    }
    return true;
}

}  // namespace

NewGameDialog::NewGameDialog(GameFlow& flow, QWidget* parent)
    : QDialog(parent),
      flow_(flow),
      games_(new QComboBox(this)),
      form_layout_(new QFormLayout),
      help_(new QLabel(this)),
      refusal_(new QLabel(this)) {
    setWindowTitle(qtr("New game"));
    for (const GameDescription* game : flow_.games()) {
        games_->addItem(qt(game->menu_entry()));
    }
    help_->setWordWrap(true);
    refusal_->setWordWrap(true);
    refusal_->setStyleSheet(QStringLiteral("color: #a30000"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(qtr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    auto* game_row = new QFormLayout;
    game_row->addRow(qtr("&Game"), games_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(game_row);
    layout->addLayout(form_layout_);
    layout->addWidget(help_);
    layout->addWidget(refusal_);
    layout->addWidget(buttons);

    if (flow_.screen() != FlowScreen::form) {
        flow_.choose(flow_.selected());
    }
    const auto& list = flow_.games();
    games_->setCurrentIndex(static_cast<int>(
        std::find(list.begin(), list.end(), &flow_.current_form()->game()) - list.begin()));
    connect(games_, &QComboBox::currentIndexChanged, this, &NewGameDialog::choose_game);
    build_fields();
}

GameForm* NewGameDialog::form() {
    // The dialog's widgets may still speak (a spin box losing its focus as the dialog closes)
    // once the flow has started the game and the form is gone.
    return flow_.screen() == FlowScreen::form ? flow_.current_form() : nullptr;
}

void NewGameDialog::choose_game(int index) {
    if (form() == nullptr) {
        return;
    }
    flow_.choose(index);
    build_fields();
}

void NewGameDialog::build_fields() {
    while (form_layout_->rowCount() > 0) {
        form_layout_->removeRow(0);
    }
    fields_.clear();
    if (form() == nullptr) {
        return;
    }
    const auto& items = form()->items();
    for (std::size_t i = 0; i < items.size(); ++i) {
        const FormItem& item = items[i];
        const int index = static_cast<int>(i);
        QWidget* field = nullptr;
        if (plain_numbers(item)) {
            auto* spin = new QSpinBox(this);
            spin->setRange(*item.first_number,
                           *item.first_number + static_cast<int>(item.shown.size()) - 1);
            spin->setValue(*item.first_number + item.index);
            connect(spin, &QSpinBox::valueChanged, this, [this, index, spin](int value) {
                if (GameForm* shown = form()) {
                    shown->choose(index, value - spin->minimum());
                    refresh();
                }
            });
            field = spin;
        } else {
            auto* list = new QComboBox(this);
            for (const std::string& shown : item.shown) {
                list->addItem(qt(shown));
            }
            list->setCurrentIndex(item.index);
            connect(list, &QComboBox::currentIndexChanged, this, [this, index](int chosen) {
                if (GameForm* shown = form()) {
                    shown->choose(index, chosen);
                    refresh();
                }
            });
            field = list;
        }
        field->setToolTip(qt(item.help));
        field->setAccessibleName(qt(item.label));
        field->installEventFilter(this);
        form_layout_->addRow(qt(item.label), field);
        fields_.push_back(field);
    }
    refresh();
}

void NewGameDialog::refresh() {
    const GameForm* shown = form();
    if (shown == nullptr) {
        return;
    }
    const auto& items = shown->items();
    for (std::size_t i = 0; i < items.size() && i < fields_.size(); ++i) {
        form_layout_->setRowVisible(static_cast<int>(i), items[i].applies);
    }
    const int selected = shown->selected();
    help_->setText(selected >= 0 && static_cast<std::size_t>(selected) < items.size()
                       ? qt(items[static_cast<std::size_t>(selected)].help)
                       : QString());
    refusal_->setText(qt(shown->refusal()));
    refusal_->setVisible(!shown->refusal().empty());
    adjustSize();
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusIn) {
        const auto found = std::find(fields_.begin(), fields_.end(), watched);
        GameForm* shown = form();
        if (found != fields_.end() && shown != nullptr) {
            shown->select(static_cast<int>(found - fields_.begin()));
            refresh();
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::accept() {
    flow_.start();
    if (flow_.screen() == FlowScreen::game) {
        QDialog::accept();
        return;
    }
    refresh();  // refused: the reason shows, the dialog stays
}

}  // namespace marienbad
