import { Link } from 'react-router';
import { AdminLoginForm } from './admin-login-form.tsx';
import './login-page.css';

/** Server endpoints that start each sign-on provider's authorization-code flow. */
const ENTERPRISE_SIGN_ON = '/account/login/enterprise';
const MANAGEMENT_SIGN_ON = '/account/login/manage';

/** /login: the two sign-on providers, the super administrator's password form, and the way to registration. */
export function LoginPage() {
  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title" className="login-card__title">
        用户登录
      </h1>
      <div className="login-card__providers">
        <a className="plain-button plain-button--primary plain-button--block" href={ENTERPRISE_SIGN_ON}>
          企业用户登录
        </a>
        <a className="plain-button plain-button--block" href={MANAGEMENT_SIGN_ON}>
          管理用户登录
        </a>
      </div>
      <h2 className="login-card__divider">超级管理员登录</h2>
      <AdminLoginForm />
      <p className="login-card__register">
        还没有账号？<Link to="/register">企业注册</Link>
      </p>
    </section>
  );
}
