// Issue 26: every text a person reads comes from the catalogue (packages/messages) through t() or <Trans>.
// `no-literal-text` refuses, in the web app's components, a text written inline:
// - text between JSX tags (`<p>Saved</p>`) and string literals shown as a child (`{busy ? 'Saving' : 'Save'}`);
// - a string on an attribute people read (`aria-label`, `title`, `placeholder`, `alt`, `label`, `…Label`, `hint`,
//   `description`, `…Text`, `…Title`, `caption`, `heading`…);
// - a string given to a toast (`toast.error('…')`, `toastError`, `notifySuccess`…, or their `description`).
// Keys are strings too: a literal that is an argument of a call (`t('boards.empty')`) or a value compared
// (`kind === 'file'`) is not a text. Texts without letters (`·`, `—`, `/`, `3`) are not either.

const LETTER = /\p{L}/u;
const VISIBLE_ATTRIBUTE =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|hint|description|caption|heading|message|tooltip|legend|[a-z]+(Label|Text|Title|Hint|Message|Description|Caption|Heading))$/;
const TOAST_CALLEE =
  /^(toast|toastError|toastSuccess|toastInfo|toastWarning|notifySuccess|notifyError|notify)$/;
const TOAST_FIELDS = new Set(['title', 'description', 'message']);

const hasLetters = (node) => {
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => LETTER.test(q.value.cooked ?? ''));
  return false;
};

/**
 * The string literals an expression shows: through conditionals, logical operators and template parts,
 * never into a call's arguments (keys), comparisons, object keys or member access.
 */
const shownStrings = (node, out = []) => {
  if (!node) return out;
  switch (node.type) {
    case 'Literal':
    case 'TemplateLiteral':
      if (hasLetters(node)) out.push(node);
      if (node.type === 'TemplateLiteral') node.expressions.forEach((e) => shownStrings(e, out));
      break;
    case 'ConditionalExpression':
      shownStrings(node.consequent, out);
      shownStrings(node.alternate, out);
      break;
    case 'LogicalExpression':
      shownStrings(node.right, out);
      if (node.operator !== '&&') shownStrings(node.left, out);
      break;
    case 'BinaryExpression':
      if (node.operator === '+') {
        shownStrings(node.left, out);
        shownStrings(node.right, out);
      }
      break;
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'TSSatisfiesExpression':
      shownStrings(node.expression, out);
      break;
    default:
      break;
  }
  return out;
};

const calleeName = (callee) => {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') return callee.object.name;
  return undefined;
};

const MESSAGE = 'Show text from the catalogue (packages/messages) with t() or <Trans>, not inline: {{text}}';

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text people read comes from the message catalogue (issue 26).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, message: MESSAGE, data: { text: JSON.stringify(text.trim().slice(0, 60)) } });
    const reportShown = (expression) => {
      for (const literal of shownStrings(expression))
        report(
          literal,
          literal.type === 'Literal' ? String(literal.value) : context.sourceCode.getText(literal),
        );
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          reportShown(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !VISIBLE_ATTRIBUTE.test(name) || !node.value) return;
        if (node.value.type === 'Literal') {
          if (hasLetters(node.value)) report(node.value, String(node.value.value));
        } else if (node.value.type === 'JSXExpressionContainer') reportShown(node.value.expression);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !TOAST_CALLEE.test(name)) return;
        // The first argument is the text; later ones are options (`{ id, description }`) or a toast's id.
        node.arguments.forEach((argument, index) => {
          if (argument.type === 'ObjectExpression') {
            for (const property of argument.properties)
              if (
                property.type === 'Property' &&
                property.key.type === 'Identifier' &&
                TOAST_FIELDS.has(property.key.name)
              )
                reportShown(property.value);
          } else if (index === 0) reportShown(argument);
        });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
