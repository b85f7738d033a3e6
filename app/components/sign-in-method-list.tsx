import type { IdentityProvider } from "../../core/auth/sign-in";
import type { MessageKey } from "../../i18n/messages/id";
import { useI18n } from "../i18n/i18n-context";

const PROVIDER_LABELS: Record<IdentityProvider, MessageKey> = {
  test: "provider.test",
  google: "provider.google",
  facebook: "provider.facebook",
  telegram: "provider.telegram",
  whatsapp: "provider.whatsapp",
};

/** An account's sign-in methods: the provider's name and what it knows the person by. */
export function SignInMethodList(props: {
  methods: readonly { provider: IdentityProvider; label: string | null }[];
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <ul className="methods" data-testid={props.testId}>
      {props.methods.map((method, index) => (
        <li key={`${method.provider}-${index}`}>
          <strong>{t(PROVIDER_LABELS[method.provider])}</strong>
          {method.label ? <span className="muted">{method.label}</span> : null}
        </li>
      ))}
    </ul>
  );
}
